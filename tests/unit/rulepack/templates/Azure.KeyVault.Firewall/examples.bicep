resource passdeny 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'passdeny'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    networkAcls: {
      defaultAction: 'Deny'
      bypass: 'AzureServices'
    }
  }
}

resource passprivate 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'passprivate'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    publicNetworkAccess: 'Disabled'
  }
}

resource failunset 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'failunset'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
}

resource failallow 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'failallow'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    networkAcls: {
      defaultAction: 'Allow'
    }
  }
}
