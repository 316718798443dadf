resource pass1 'Microsoft.DBforMySQL/flexibleServers@2023-12-30' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v4'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '8.0.21'
    backup: {
      geoRedundantBackup: 'Enabled'
      backupRetentionDays: 14
    }
  }
}

resource fail1 'Microsoft.DBforMySQL/flexibleServers@2023-12-30' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v4'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '8.0.21'
  }
}
