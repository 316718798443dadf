resource passnewdefault 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'passnewdefault'
  properties: {}
}

resource passexplicit 'Microsoft.Storage/storageAccounts@2021-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'passexplicit'
  properties: {
    allowBlobPublicAccess: false
  }
}

resource failolddefault 'Microsoft.Storage/storageAccounts@2021-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'failolddefault'
  properties: {}
}

resource failallowed 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'failallowed'
  properties: {
    allowBlobPublicAccess: true
  }
}

resource filesonly 'Microsoft.Storage/storageAccounts@2021-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Premium_LRS'
  }
  kind: 'FileStorage'
  name: 'filesonly'
  properties: {}
}
