resource pass1 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    accessPolicies: [
      {
        tenantId: subscription().tenantId
        objectId: '33333333-3333-3333-3333-333333333333'
        permissions: {
          secrets: [
            'get'
            'list'
          ]
        }
      }
    ]
  }
}

resource fail1 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    accessPolicies: [
      {
        tenantId: subscription().tenantId
        objectId: '33333333-3333-3333-3333-333333333333'
        permissions: {
          keys: [
            'all'
          ]
          secrets: [
            'get'
          ]
        }
      }
    ]
  }
}
