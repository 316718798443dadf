resource ca_web_prod_001 'Microsoft.App/containerApps@2024-03-01' = {
  name: 'ca-web-prod-001'
  location: 'eastus'
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.App/containerApps@2024-03-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {}
  tags: {
    expect: 'fail'
  }
}
