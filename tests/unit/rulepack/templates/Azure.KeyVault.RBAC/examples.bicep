resource passexplicit 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'passexplicit'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
  }
}

resource passnewdefault 'Microsoft.KeyVault/vaults@2026-02-01' = {
  location: 'eastus'
  name: 'passnewdefault'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
}

resource failolddefault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'failolddefault'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    accessPolicies: []
  }
}

resource failpolicies 'Microsoft.KeyVault/vaults@2026-02-01' = {
  location: 'eastus'
  name: 'failpolicies'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: false
    accessPolicies: []
  }
}
