resource pass1 'Microsoft.MachineLearningServices/workspaces@2024-10-01' = {
  name: 'pass1'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
  }
}

resource fail1 'Microsoft.MachineLearningServices/workspaces@2024-10-01' = {
  name: 'fail1'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {}
}
