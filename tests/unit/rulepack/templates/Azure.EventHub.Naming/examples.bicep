resource evhns_web_prod_001 'Microsoft.EventHub/namespaces@2024-01-01' = {
  name: 'evhns-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard'
    tier: 'Standard'
    capacity: 1
  }
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.EventHub/namespaces@2024-01-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard'
    tier: 'Standard'
    capacity: 1
  }
  properties: {}
  tags: {
    expect: 'fail'
  }
}
