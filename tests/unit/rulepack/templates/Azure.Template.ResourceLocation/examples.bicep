param location string = resourceGroup().location

resource passparameter 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'passparameter'
  location: location
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
}

resource passglobal 'Microsoft.Network/privateDnsZones@2020-06-01' = {
  name: 'passglobal.example.com'
  location: 'global'
}

resource failwestus 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'failwestus'
  location: 'westus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
}
