resource pass1 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  properties: {
    minimumTlsVersion: 'TLS1_2'
  }
}

resource pass2 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'pass2'
  location: 'eastus'
  sku: {
    name: 'Standard_ZRS'
  }
  kind: 'StorageV2'
  properties: {
    minimumTlsVersion: 'TLS1_2'
  }
}

resource fail1 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard_RAGZRS'
  }
  kind: 'StorageV2'
  properties: {
    minimumTlsVersion: 'TLS1_2'
  }
}
