resource passrestricted 'Microsoft.Network/networkSecurityGroups@2023-09-01' = {
  location: 'eastus'
  name: 'passrestricted'
  properties: {
    securityRules: [
      {
        name: 'ssh'
        properties: {
          priority: 100
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: '203.0.113.0/24'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '22'
        }
      }
      {
        name: 'https'
        properties: {
          priority: 110
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
        name: 'denyrdp'
        properties: {
          priority: 120
          direction: 'Inbound'
          access: 'Deny'
          protocol: 'Tcp'
          sourceAddressPrefix: '*'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '3389'
        }
      }
    ]
  }
}

resource passempty 'Microsoft.Network/networkSecurityGroups@2023-09-01' = {
  location: 'eastus'
  name: 'passempty'
  properties: {
    securityRules: []
  }
}

resource failssh 'Microsoft.Network/networkSecurityGroups@2023-09-01' = {
  location: 'eastus'
  name: 'failssh'
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
        name: 'ssh'
        properties: {
          priority: 110
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: '*'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '22'
        }
      }
    ]
  }
}

resource failrdplist 'Microsoft.Network/networkSecurityGroups@2023-09-01' = {
  location: 'eastus'
  name: 'failrdplist'
  properties: {
    securityRules: [
      {
        name: 'rdp'
        properties: {
          priority: 100
          direction: 'Inbound'
          access: 'Allow'
          protocol: '*'
          sourceAddressPrefix: 'Internet'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRanges: [
            '443'
            '3389'
          ]
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

resource passoutbound 'Microsoft.Network/networkSecurityGroups/securityRules@2023-09-01' = {
  name: 'group1/passoutbound'
  properties: {
    priority: 200
    direction: 'Outbound'
    access: 'Allow'
    protocol: 'Tcp'
    sourceAddressPrefix: '*'
    sourcePortRange: '*'
    destinationAddressPrefix: '*'
    destinationPortRange: '22'
  }
}

resource failrdp 'Microsoft.Network/networkSecurityGroups/securityRules@2023-09-01' = {
  name: 'group1/failrdp'
  properties: {
    priority: 200
    direction: 'Inbound'
    access: 'Allow'
    protocol: 'Tcp'
    sourceAddressPrefix: '0.0.0.0/0'
    sourcePortRange: '*'
    destinationAddressPrefix: '*'
    destinationPortRange: '3389'
  }
}
