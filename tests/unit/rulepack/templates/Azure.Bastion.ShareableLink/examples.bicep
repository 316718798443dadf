resource pass1 'Microsoft.Network/bastionHosts@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource pass2 'Microsoft.Network/bastionHosts@2024-05-01' = {
  name: 'pass2'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {
    enableShareableLink: false
  }
}

resource fail1 'Microsoft.Network/bastionHosts@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {
    enableShareableLink: true
  }
}
