resource stwebprod001 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'stwebprod001'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  tags: {
    expect: 'pass'
  }
}

resource webprod001 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'webprod001'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  tags: {
    expect: 'fail'
  }
}
