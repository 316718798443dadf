resource nsg_web_prod_001 'Microsoft.Network/networkSecurityGroups@2024-05-01' = {
  name: 'nsg-web-prod-001'
  location: 'eastus'
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/networkSecurityGroups@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {}
  tags: {
    expect: 'fail'
  }
}
