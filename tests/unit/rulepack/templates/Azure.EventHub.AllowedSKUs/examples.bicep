resource pass1 'Microsoft.EventHub/namespaces@2024-01-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard'
    tier: 'Standard'
    capacity: 1
  }
  properties: {}
}

resource fail1 'Microsoft.EventHub/namespaces@2024-01-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Premium'
    tier: 'Premium'
    capacity: 1
  }
  properties: {}
}
