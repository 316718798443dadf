resource account1 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'account1'
  properties: {}
}

resource account2 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'account2'
  properties: {}
}

resource account3 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'account3'
  properties: {}
}

resource default 'Microsoft.Storage/storageAccounts/blobServices@2023-01-01' = {
  name: 'account1/default'
  tags: {
    expect: 'pass'
  }
  properties: {
    deleteRetentionPolicy: {
      enabled: true
      days: 14
    }
  }
}

resource default2 'Microsoft.Storage/storageAccounts/blobServices@2023-01-01' = {
  name: 'account2/default'
  tags: {
    expect: 'fail'
  }
  properties: {}
}

resource default3 'Microsoft.Storage/storageAccounts/blobServices@2023-01-01' = {
  name: 'account3/default'
  tags: {
    expect: 'fail'
  }
  properties: {
    deleteRetentionPolicy: {
      enabled: true
      days: 1
    }
  }
}
