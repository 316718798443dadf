resource passdeny 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'passdeny'
  properties: {
    networkAcls: {
      defaultAction: 'Deny'
      bypass: 'AzureServices'
      ipRules: [
        {
          value: '203.0.113.0/24'
          action: 'Allow'
        }
      ]
    }
  }
}

resource passprivate 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'passprivate'
  properties: {
    publicNetworkAccess: 'Disabled'
  }
}

resource failunset 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'failunset'
  properties: {}
}

resource failallow 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  name: 'failallow'
  properties: {
    networkAcls: {
      defaultAction: 'Allow'
    }
  }
}
