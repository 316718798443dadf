resource pass1 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  tags: {
    expect: 'pass'
    costCenter: '4711'
    owner: 'team-web'
  }
}

resource fail1 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  tags: {
    expect: 'fail'
    owner: 'team-web'
  }
}

resource failnotags 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'failnotags'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
}
