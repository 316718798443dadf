resource pass1 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Premium'
  }
  properties: {
    adminUserEnabled: false
    policies: {
      retentionPolicy: {
        status: 'enabled'
        days: 30
      }
    }
  }
}

resource fail1 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Premium'
  }
  properties: {
    adminUserEnabled: false
  }
}
