resource pass1 'Microsoft.Search/searchServices@2023-11-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'standard'
  }
  properties: {
    replicaCount: 3
    partitionCount: 1
  }
}

resource fail1 'Microsoft.Search/searchServices@2023-11-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'standard'
  }
  properties: {
    replicaCount: 1
    partitionCount: 1
  }
}
