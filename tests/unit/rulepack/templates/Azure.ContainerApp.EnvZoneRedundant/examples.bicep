resource pass1 'Microsoft.App/managedEnvironments@2025-01-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    zoneRedundant: true
    vnetConfiguration: {
      infrastructureSubnetId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-hub/subnets/snet-cae'
    }
  }
}

resource fail1 'Microsoft.App/managedEnvironments@2025-01-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {}
}
