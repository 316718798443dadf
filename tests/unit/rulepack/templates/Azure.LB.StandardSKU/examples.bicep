resource pass1 'Microsoft.Network/loadBalancers@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource fail1 'Microsoft.Network/loadBalancers@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Basic'
  }
  properties: {}
}

resource fail2 'Microsoft.Network/loadBalancers@2024-05-01' = {
  name: 'fail2'
  location: 'eastus'
  properties: {}
}
