resource pip_web_prod_001 'Microsoft.Network/publicIPAddresses@2024-05-01' = {
  name: 'pip-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {
    publicIPAllocationMethod: 'Static'
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/publicIPAddresses@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {
    publicIPAllocationMethod: 'Static'
  }
  tags: {
    expect: 'fail'
  }
}
