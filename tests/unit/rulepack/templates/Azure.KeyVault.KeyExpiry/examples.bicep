resource vault1 'Microsoft.KeyVault/vaults@2023-07-01' = {
  location: 'eastus'
  name: 'vault1'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
  }
}

resource passexpires 'Microsoft.KeyVault/vaults/keys@2023-07-01' = {
  name: 'vault1/passexpires'
  properties: {
    kty: 'RSA'
    keySize: 3072
    attributes: {
      exp: 1893456000
    }
  }
}

resource passrotated 'Microsoft.KeyVault/vaults/keys@2023-07-01' = {
  name: 'vault1/passrotated'
  properties: {
    kty: 'RSA'
    keySize: 3072
    rotationPolicy: {
      attributes: {
        expiryTime: 'P1Y'
      }
      lifetimeActions: [
        {
          trigger: {
            timeBeforeExpiry: 'P30D'
          }
          action: {
            type: 'rotate'
          }
        }
      ]
    }
  }
}

resource failnoexpiry 'Microsoft.KeyVault/vaults/keys@2023-07-01' = {
  name: 'vault1/failnoexpiry'
  properties: {
    kty: 'RSA'
    keySize: 3072
  }
}
