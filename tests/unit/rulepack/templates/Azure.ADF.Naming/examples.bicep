resource adf_web_prod_001 'Microsoft.DataFactory/factories@2018-06-01' = {
  name: 'adf-web-prod-001'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.DataFactory/factories@2018-06-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {}
  tags: {
    expect: 'fail'
  }
}
