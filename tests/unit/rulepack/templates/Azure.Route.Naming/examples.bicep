resource rt_web_prod_001 'Microsoft.Network/routeTables@2024-05-01' = {
  name: 'rt-web-prod-001'
  location: 'eastus'
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/routeTables@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {}
  tags: {
    expect: 'fail'
  }
}
