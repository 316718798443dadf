resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'sa1'
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  properties: {
    minimumTlsVersion: 'TLS1_2'
  }
}

output connection string = 'DefaultEndpointsProtocol=https;AccountName=sa1;AccountKey=${sa.listKeys().keys[0].value}'
