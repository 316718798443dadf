resource passdefault 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'passdefault'
  properties: {}
}

resource passexplicit 'Microsoft.Storage/storageAccounts@2018-07-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'passexplicit'
  properties: {
    supportsHttpsTrafficOnly: true
  }
}

resource failolddefault 'Microsoft.Storage/storageAccounts@2018-07-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'failolddefault'
  properties: {}
}

resource failexplicit 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'failexplicit'
  properties: {
    supportsHttpsTrafficOnly: false
  }
}

resource unknownsetting 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'unknownsetting'
  properties: {
    supportsHttpsTrafficOnly: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.httpsOnly
  }
}
