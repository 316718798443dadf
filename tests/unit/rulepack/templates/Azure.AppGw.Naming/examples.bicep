resource agw_web_prod_001 'Microsoft.Network/applicationGateways@2024-05-01' = {
  name: 'agw-web-prod-001'
  location: 'eastus'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
    }
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/applicationGateways@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
    }
  }
  tags: {
    expect: 'fail'
  }
}
