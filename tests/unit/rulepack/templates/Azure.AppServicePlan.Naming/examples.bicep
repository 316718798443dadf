resource asp_web_prod_001 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'asp-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'P1v3'
    capacity: 2
  }
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'P1v3'
    capacity: 2
  }
  properties: {}
  tags: {
    expect: 'fail'
  }
}
