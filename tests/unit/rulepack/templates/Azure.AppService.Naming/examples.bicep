resource app_web_prod_001 'Microsoft.Web/sites@2023-12-01' = {
  name: 'app-web-prod-001'
  location: 'eastus'
  kind: 'app'
  properties: {
    httpsOnly: true
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Web/sites@2023-12-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  kind: 'app'
  properties: {
    httpsOnly: true
  }
  tags: {
    expect: 'fail'
  }
}
