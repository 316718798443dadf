resource rsv_web_prod_001 'Microsoft.RecoveryServices/vaults@2024-04-01' = {
  name: 'rsv-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'RS0'
    tier: 'Standard'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.RecoveryServices/vaults@2024-04-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'RS0'
    tier: 'Standard'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
  }
  tags: {
    expect: 'fail'
  }
}
