resource pass1 'Microsoft.Network/firewallPolicies@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      tier: 'Standard'
    }
    threatIntelMode: 'Deny'
  }
}

resource fail1 'Microsoft.Network/firewallPolicies@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    sku: {
      tier: 'Standard'
    }
  }
}
