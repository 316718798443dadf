resource passon 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'passon'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enablePurgeProtection: true
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

resource unknownsetting 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'unknownsetting'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enablePurgeProtection: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.purge
  }
}
