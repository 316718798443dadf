@secure()
param sqlPassword string

output length int = length(sqlPassword)
