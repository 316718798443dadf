resource pass1 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'pass1'
  location: 'westeurope'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
}

resource fail1 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
}
