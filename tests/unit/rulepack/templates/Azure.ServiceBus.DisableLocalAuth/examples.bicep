resource passentra 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'passentra'
  sku: {
    name: 'Standard'
  }
  properties: {
    disableLocalAuth: true
  }
}

resource failkeys 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'failkeys'
  sku: {
    name: 'Standard'
  }
  properties: {}
}
