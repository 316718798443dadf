resource pass1 'Microsoft.DataFactory/factories@2018-06-01' = {
  name: 'pass1'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
  }
}

resource fail1 'Microsoft.DataFactory/factories@2018-06-01' = {
  name: 'fail1'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {}
}
