resource logic_web_prod_001 'Microsoft.Logic/workflows@2019-05-01' = {
  name: 'logic-web-prod-001'
  location: 'eastus'
  properties: {
    state: 'Enabled'
    definition: {}
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Logic/workflows@2019-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    state: 'Enabled'
    definition: {}
  }
  tags: {
    expect: 'fail'
  }
}
