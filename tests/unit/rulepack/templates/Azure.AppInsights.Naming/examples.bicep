resource appi_web_prod_001 'Microsoft.Insights/components@2020-02-02' = {
  name: 'appi-web-prod-001'
  location: 'eastus'
  kind: 'web'
  properties: {
    Application_Type: 'web'
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Insights/components@2020-02-02' = {
  name: 'web-prod-001'
  location: 'eastus'
  kind: 'web'
  properties: {
    Application_Type: 'web'
  }
  tags: {
    expect: 'fail'
  }
}
