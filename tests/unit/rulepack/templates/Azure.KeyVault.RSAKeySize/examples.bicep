resource parent 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'parent'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
  tags: {
    expect: 'parent'
  }
}

resource pass1 'Microsoft.KeyVault/vaults/keys@2023-07-01' = {
  name: 'parent/pass1'
  properties: {
    kty: 'RSA'
  }
}

resource pass2 'Microsoft.KeyVault/vaults/keys@2023-07-01' = {
  name: 'parent/pass2'
  properties: {
    kty: 'RSA-HSM'
    keySize: 3072
  }
}

resource fail1 'Microsoft.KeyVault/vaults/keys@2023-07-01' = {
  name: 'parent/fail1'
  properties: {
    kty: 'RSA'
    keySize: 1024
  }
}
