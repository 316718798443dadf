resource pass1 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard'
    tier: 'Standard'
    capacity: 1
  }
  properties: {}
}

resource fail1 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Premium'
    tier: 'Premium'
    capacity: 1
  }
  properties: {}
}
