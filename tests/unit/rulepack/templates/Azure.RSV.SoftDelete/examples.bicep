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

resource pass2 'Microsoft.RecoveryServices/vaults@2024-04-01' = {
  name: 'pass2'
  location: 'eastus'
  sku: {
    name: 'RS0'
    tier: 'Standard'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
    securitySettings: {
      softDeleteSettings: {
        softDeleteState: 'AlwaysON'
        softDeleteRetentionPeriodInDays: 14
      }
    }
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
    securitySettings: {
      softDeleteSettings: {
        softDeleteState: 'Disabled'
      }
    }
  }
}
