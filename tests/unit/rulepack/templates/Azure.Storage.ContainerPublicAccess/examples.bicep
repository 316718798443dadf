resource account1 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'account1'
  properties: {
    allowBlobPublicAccess: true
  }
}

resource default 'Microsoft.Storage/storageAccounts/blobServices@2023-01-01' = {
  name: 'account1/default'
  properties: {}
}

resource passprivate 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-01-01' = {
  name: 'account1/default/passprivate'
  properties: {}
}

resource passnone 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-01-01' = {
  name: 'account1/default/passnone'
  properties: {
    publicAccess: 'None'
  }
}

resource failblob 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-01-01' = {
  name: 'account1/default/failblob'
  properties: {
    publicAccess: 'Blob'
  }
}

resource failcontainer 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-01-01' = {
  name: 'account1/default/failcontainer'
  properties: {
    publicAccess: 'Container'
  }
}
