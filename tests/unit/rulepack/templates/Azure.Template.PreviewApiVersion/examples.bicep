resource passnewestpreview 'Microsoft.KeyVault/vaults@2026-03-01-preview' = {
  name: 'passnewestpreview'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
}

resource failreplaced 'Microsoft.KeyVault/vaults@2024-04-01-preview' = {
  name: 'failreplaced'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
}
