resource passweb 'Microsoft.Network/networkSecurityGroups@2023-09-01' = {
  location: 'eastus'
  name: 'passweb'
  properties: {
    securityRules: [
      {
        name: 'https'
        properties: {
          priority: 100
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: 'Internet'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '443'
        }
      }
      {
        name: 'vnet'
        properties: {
          priority: 110
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: 'VirtualNetwork'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '*'
        }
      }
    ]
  }
}

resource failany 'Microsoft.Network/networkSecurityGroups@2023-09-01' = {
  location: 'eastus'
  name: 'failany'
  properties: {
    securityRules: [
      {
        name: 'all'
        properties: {
          priority: 100
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: '*'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '*'
        }
      }
    ]
  }
}

resource group1 'Microsoft.Network/networkSecurityGroups@2023-09-01' = {
  location: 'eastus'
  name: 'group1'
  properties: {}
}

resource passdeny 'Microsoft.Network/networkSecurityGroups/securityRules@2023-09-01' = {
  name: 'group1/passdeny'
  properties: {
    priority: 200
    direction: 'Inbound'
    access: 'Deny'
    protocol: 'Tcp'
    sourceAddressPrefix: '*'
    sourcePortRange: '*'
    destinationAddressPrefix: '*'
    destinationPortRange: '*'
  }
}

resource failinternet 'Microsoft.Network/networkSecurityGroups/securityRules@2023-09-01' = {
  name: 'group1/failinternet'
  properties: {
    priority: 200
    direction: 'Inbound'
    access: 'Allow'
    protocol: 'Tcp'
    sourceAddressPrefix: 'Internet'
    sourcePortRange: '*'
    destinationAddressPrefix: '*'
    destinationPortRange: '*'
  }
}
