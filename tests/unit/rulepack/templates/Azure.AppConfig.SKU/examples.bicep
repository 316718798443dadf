resource pass1 'Microsoft.AppConfiguration/configurationStores@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'standard'
  }
  properties: {}
}

resource fail1 'Microsoft.AppConfiguration/configurationStores@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'free'
  }
  properties: {}
}
