param adminPassword string

output length int = length(adminPassword)
