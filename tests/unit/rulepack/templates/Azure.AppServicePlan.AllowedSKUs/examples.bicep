resource pass1 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'P1v3'
    capacity: 2
  }
  properties: {}
}

resource fail1 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'P3mv3'
    capacity: 2
  }
  properties: {}
}
