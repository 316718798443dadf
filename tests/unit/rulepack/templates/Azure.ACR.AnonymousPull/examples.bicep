resource passdefault 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'passdefault'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource failon 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'failon'
  sku: {
    name: 'Standard'
  }
  properties: {
    anonymousPullEnabled: true
  }
}
