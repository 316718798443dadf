resource bas_web_prod_001 'Microsoft.Network/bastionHosts@2024-05-01' = {
  name: 'bas-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/bastionHosts@2024-05-01' = {
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
