resource pass1 'Microsoft.Network/azureFirewalls@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'AZFW_VNet'
      tier: 'Standard'
    }
    threatIntelMode: 'Deny'
  }
}

resource fail1 'Microsoft.Network/azureFirewalls@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'AZFW_VNet'
      tier: 'Standard'
    }
  }
}

resource fail2 'Microsoft.Network/azureFirewalls@2024-05-01' = {
  name: 'fail2'
  location: 'eastus'
  properties: {
    sku: {
      name: 'AZFW_VNet'
      tier: 'Standard'
    }
    threatIntelMode: 'Alert'
  }
}
