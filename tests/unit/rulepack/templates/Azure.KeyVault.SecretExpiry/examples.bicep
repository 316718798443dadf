@secure()
param secretValue string = newGuid()

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

resource passexpires 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  name: 'vault1/passexpires'
  properties: {
    value: secretValue
    attributes: {
      exp: 1893456000
    }
  }
}

resource failnoexpiry 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  name: 'vault1/failnoexpiry'
  properties: {
    value: secretValue
  }
}
