@secure()
param adminPassword string

output n int = length(adminPassword)
