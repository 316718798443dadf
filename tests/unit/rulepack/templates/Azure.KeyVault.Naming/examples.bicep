resource kv_web_prod_001 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'kv-web-prod-001'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
  }
  tags: {
    expect: 'fail'
  }
}
