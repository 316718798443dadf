resource lbi_web_prod_001 'Microsoft.Network/loadBalancers@2024-05-01' = {
  name: 'lbi-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/loadBalancers@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {}
  tags: {
    expect: 'fail'
  }
}
