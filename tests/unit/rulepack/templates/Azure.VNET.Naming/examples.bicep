resource vnet_web_prod_001 'Microsoft.Network/virtualNetworks@2024-05-01' = {
  name: 'vnet-web-prod-001'
  location: 'eastus'
  properties: {
    addressSpace: {
      addressPrefixes: [
        '10.0.0.0/16'
      ]
    }
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/virtualNetworks@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    addressSpace: {
      addressPrefixes: [
        '10.0.0.0/16'
      ]
    }
  }
  tags: {
    expect: 'fail'
  }
}
