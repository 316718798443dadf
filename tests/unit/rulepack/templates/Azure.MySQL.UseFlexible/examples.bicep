@secure()
param password string

resource passflexible 'Microsoft.DBforMySQL/flexibleServers@2023-12-30' = {
  name: 'passflexible'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v4'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '8.0.21'
  }
}

resource failsingle 'Microsoft.DBforMySQL/servers@2017-12-01' = {
  name: 'failsingle'
  location: 'eastus'
  sku: {
    name: 'GP_Gen5_2'
    tier: 'GeneralPurpose'
  }
  properties: {
    createMode: 'Default'
    administratorLogin: 'dbadmin'
    administratorLoginPassword: password
  }
}
