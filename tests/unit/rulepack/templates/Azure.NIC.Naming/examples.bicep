resource nic_web_prod_001 'Microsoft.Network/networkInterfaces@2024-05-01' = {
  name: 'nic-web-prod-001'
  location: 'eastus'
  properties: {
    ipConfigurations: []
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/networkInterfaces@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    ipConfigurations: []
  }
  tags: {
    expect: 'fail'
  }
}
