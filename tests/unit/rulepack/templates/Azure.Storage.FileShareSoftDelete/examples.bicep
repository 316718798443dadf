resource pass1parent 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'pass1parent'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  tags: {
    expect: 'parent'
  }
}

resource default 'Microsoft.Storage/storageAccounts/fileServices@2023-05-01' = {
  name: 'pass1parent/default'
  properties: {
    shareDeleteRetentionPolicy: {
      enabled: true
      days: 7
    }
  }
}

resource fail1parent 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'fail1parent'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  tags: {
    expect: 'parent'
  }
}

resource default2 'Microsoft.Storage/storageAccounts/fileServices@2023-05-01' = {
  name: 'fail1parent/default'
  properties: {
    shareDeleteRetentionPolicy: {
      enabled: false
    }
  }
}
