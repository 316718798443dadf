resource passdefault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'passdefault'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
  }
}

resource passexplicit 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'passexplicit'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableSoftDelete: true
  }
}

resource failoff 'Microsoft.KeyVault/vaults@2019-09-01' = {
  location: 'eastus'
  name: 'failoff'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableSoftDelete: false
    accessPolicies: []
  }
}
