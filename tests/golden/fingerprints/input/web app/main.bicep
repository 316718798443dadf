// A Bicep file in a folder whose name needs percent-encoding in a SARIF URI.
param location string = resourceGroup().location

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'kv-golden'
  location: location
  properties: {
    tenantId: subscription().tenantId
    sku: {family: 'A', name: 'standard'}
    enableSoftDelete: true
  }
}

resource blobs 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'stgoldenweb'
  location: location
  sku: {name: 'Standard_LRS'}
  kind: 'StorageV2'
  properties: {
    supportsHttpsTrafficOnly: true
    minimumTlsVersion: 'TLS1_2'
  }
}
