resource pass1 'Microsoft.Network/azureFirewalls@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'AZFW_VNet'
      tier: 'Standard'
    }
    firewallPolicy: {
      id: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/firewallPolicies/afwp-hub'
    }
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
    networkRuleCollections: []
  }
}
