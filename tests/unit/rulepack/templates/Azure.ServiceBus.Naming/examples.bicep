resource sbns_web_prod_001 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  name: 'sbns-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Premium'
    tier: 'Premium'
    capacity: 1
  }
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Premium'
    tier: 'Premium'
    capacity: 1
  }
  properties: {}
  tags: {
    expect: 'fail'
  }
}
