@secure()
param adminPassword string
@secure()
param storageAccountKey string
param adminUsername string

output user string = adminUsername
output lengths int = length(adminPassword) + length(storageAccountKey)
