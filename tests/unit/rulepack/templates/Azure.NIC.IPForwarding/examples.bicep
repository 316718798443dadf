resource pass1 'Microsoft.Network/networkInterfaces@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    ipConfigurations: [
      {
        name: 'ipconfig1'
        properties: {
          privateIPAllocationMethod: 'Dynamic'
          subnet: {
            id: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-hub/subnets/snet-app'
          }
        }
      }
    ]
  }
}

resource pass2 'Microsoft.Network/networkInterfaces@2024-05-01' = {
  name: 'pass2'
  location: 'eastus'
  properties: {
    ipConfigurations: [
      {
        name: 'ipconfig1'
        properties: {
          privateIPAllocationMethod: 'Dynamic'
          subnet: {
            id: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-hub/subnets/snet-app'
          }
        }
      }
    ]
    enableIPForwarding: false
  }
}

resource fail1 'Microsoft.Network/networkInterfaces@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    ipConfigurations: [
      {
        name: 'ipconfig1'
        properties: {
          privateIPAllocationMethod: 'Dynamic'
          subnet: {
            id: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-hub/subnets/snet-app'
          }
        }
      }
    ]
    enableIPForwarding: true
  }
}
