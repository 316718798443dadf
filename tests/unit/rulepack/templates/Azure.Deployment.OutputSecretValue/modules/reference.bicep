@secure()
param adminPassword string

resource sql 'Microsoft.Sql/servers@2023-05-01-preview' = {
  name: 'sqlserver1'
  location: 'eastus'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: adminPassword
    minimalTlsVersion: '1.2'
  }
}

// Azure does not return the password of a deployed server.
output server object = sql.properties
output password string = sql.properties.administratorLoginPassword
