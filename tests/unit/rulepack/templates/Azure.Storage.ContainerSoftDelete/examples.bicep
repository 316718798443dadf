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

resource default 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  name: 'pass1parent/default'
  properties: {
    containerDeleteRetentionPolicy: {
      enabled: true
      days: 14
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

resource default2 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  name: 'fail1parent/default'
  properties: {
    containerDeleteRetentionPolicy: {
      enabled: true
      days: 2
    }
  }
}

resource fail2parent 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'fail2parent'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  tags: {
    expect: 'parent'
  }
}

resource default3 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  name: 'fail2parent/default'
  properties: {}
}
