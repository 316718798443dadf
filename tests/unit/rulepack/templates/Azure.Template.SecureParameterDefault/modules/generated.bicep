@secure()
param sqlPassword string = newGuid()

output n int = length(sqlPassword)
