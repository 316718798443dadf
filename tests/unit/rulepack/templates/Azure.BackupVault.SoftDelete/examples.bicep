resource pass1 'Microsoft.DataProtection/backupVaults@2024-04-01' = {
  name: 'pass1'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    storageSettings: [
      {
        datastoreType: 'VaultStore'
        type: 'GeoRedundant'
      }
    ]
  }
}

resource fail1 'Microsoft.DataProtection/backupVaults@2024-04-01' = {
  name: 'fail1'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    storageSettings: [
      {
        datastoreType: 'VaultStore'
        type: 'GeoRedundant'
      }
    ]
    securitySettings: {
      softDeleteSettings: {
        state: 'Off'
        retentionDurationInDays: 14
      }
    }
  }
}
