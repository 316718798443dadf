resource passdefault 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'passdefault'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource passoff 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'passoff'
  sku: {
    name: 'Basic'
  }
  properties: {
    adminUserEnabled: false
  }
}

resource failon 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'failon'
  sku: {
    name: 'Standard'
  }
  properties: {
    adminUserEnabled: true
  }
}

resource unknownadmin 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'unknownadmin'
  sku: {
    name: 'Standard'
  }
  properties: {
    adminUserEnabled: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.admin
  }
}
