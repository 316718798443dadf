@secure()
param adminPassword string = 'Example-Passw0rd!'

output n int = length(adminPassword)
