resource passrecent 'Microsoft.KeyVault/vaults@2024-11-01' = {
  name: 'passrecent'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
}

resource passnewest 'Microsoft.KeyVault/vaults@2026-02-01' = {
  name: 'passnewest'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
}

resource failold 'Microsoft.KeyVault/vaults@2019-09-01' = {
  name: 'failold'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
}
