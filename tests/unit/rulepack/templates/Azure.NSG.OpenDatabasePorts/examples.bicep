resource pass1 'Microsoft.Network/networkSecurityGroups@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    securityRules: [
      {
        name: 'sql-from-app'
        properties: {
          priority: 100
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: '10.0.1.0/24'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '1433'
        }
      }
    ]
  }
}

resource pass2 'Microsoft.Network/networkSecurityGroups@2024-05-01' = {
  name: 'pass2'
  location: 'eastus'
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
    ]
  }
}

resource fail1 'Microsoft.Network/networkSecurityGroups@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    securityRules: [
      {
        name: 'mysql'
        properties: {
          priority: 100
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: '*'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRange: '3306'
        }
      }
    ]
  }
}

resource fail2 'Microsoft.Network/networkSecurityGroups@2024-05-01' = {
  name: 'fail2'
  location: 'eastus'
  properties: {
    securityRules: [
      {
        name: 'dbs'
        properties: {
          priority: 100
          direction: 'Inbound'
          access: 'Allow'
          protocol: 'Tcp'
          sourceAddressPrefix: 'Internet'
          sourcePortRange: '*'
          destinationAddressPrefix: '*'
          destinationPortRanges: [
            '443'
            '5432'
          ]
        }
      }
    ]
  }
}
