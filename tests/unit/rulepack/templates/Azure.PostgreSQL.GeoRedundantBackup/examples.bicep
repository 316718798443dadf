resource pass1 'Microsoft.DBforPostgreSQL/flexibleServers@2024-08-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v5'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '16'
    storage: {
      storageSizeGB: 128
    }
    backup: {
      geoRedundantBackup: 'Enabled'
      backupRetentionDays: 14
    }
  }
}

resource fail1 'Microsoft.DBforPostgreSQL/flexibleServers@2024-08-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v5'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '16'
    storage: {
      storageSizeGB: 128
    }
  }
}
