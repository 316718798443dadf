resource pass1 'Microsoft.RecoveryServices/vaults@2024-04-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'RS0'
    tier: 'Standard'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
  }
}

resource fail1 'Microsoft.RecoveryServices/vaults@2024-04-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'RS0'
    tier: 'Standard'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
    redundancySettings: {
      standardTierStorageRedundancy: 'LocallyRedundant'
    }
  }
}
