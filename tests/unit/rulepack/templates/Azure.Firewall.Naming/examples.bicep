resource afw_web_prod_001 'Microsoft.Network/azureFirewalls@2024-05-01' = {
  name: 'afw-web-prod-001'
  location: 'eastus'
  properties: {
    sku: {
      name: 'AZFW_VNet'
      tier: 'Standard'
    }
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/azureFirewalls@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    sku: {
      name: 'AZFW_VNet'
      tier: 'Standard'
    }
  }
  tags: {
    expect: 'fail'
  }
}
