resource parent 'Microsoft.Network/virtualNetworks@2024-05-01' = {
  name: 'parent'
  location: 'eastus'
  properties: {
    addressSpace: {
      addressPrefixes: [
        '10.0.0.0/16'
      ]
    }
  }
  tags: {
    expect: 'parent'
  }
}

resource pass1 'Microsoft.Network/virtualNetworks/subnets@2024-05-01' = {
  name: 'parent/pass1'
  properties: {
    addressPrefix: '10.0.1.0/24'
    networkSecurityGroup: {
      id: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/networkSecurityGroups/nsg-app'
    }
  }
}

resource fail1 'Microsoft.Network/virtualNetworks/subnets@2024-05-01' = {
  name: 'parent/fail1'
  properties: {
    addressPrefix: '10.0.2.0/24'
  }
}
