resource crwebprod001 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  name: 'crwebprod001'
  location: 'eastus'
  sku: {
    name: 'Premium'
  }
  properties: {
    adminUserEnabled: false
  }
  tags: {
    expect: 'pass'
  }
}

resource webprod001 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  name: 'webprod001'
  location: 'eastus'
  sku: {
    name: 'Premium'
  }
  properties: {
    adminUserEnabled: false
  }
  tags: {
    expect: 'fail'
  }
}
