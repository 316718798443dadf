resource pass1 'Microsoft.Network/virtualNetworks@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    addressSpace: {
      addressPrefixes: [
        '10.0.0.0/16'
      ]
    }
  }
}

resource pass2 'Microsoft.Network/virtualNetworks@2024-05-01' = {
  name: 'pass2'
  location: 'eastus'
  properties: {
    addressSpace: {
      addressPrefixes: [
        '10.0.0.0/16'
      ]
    }
    dhcpOptions: {
      dnsServers: [
        '10.0.0.4'
        '10.1.0.4'
      ]
    }
  }
}

resource fail1 'Microsoft.Network/virtualNetworks@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    addressSpace: {
      addressPrefixes: [
        '10.0.0.0/16'
      ]
    }
    dhcpOptions: {
      dnsServers: [
        '10.0.0.4'
      ]
    }
  }
}
