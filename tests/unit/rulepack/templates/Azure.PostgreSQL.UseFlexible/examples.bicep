@secure()
param password string

resource passflexible 'Microsoft.DBforPostgreSQL/flexibleServers@2024-08-01' = {
  name: 'passflexible'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v5'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '16'
  }
}

resource failsingle 'Microsoft.DBforPostgreSQL/servers@2017-12-01' = {
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
