resource parent 'Microsoft.MachineLearningServices/workspaces@2024-10-01' = {
  name: 'parent'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {}
  tags: {
    expect: 'parent'
  }
}

resource pass1 'Microsoft.MachineLearningServices/workspaces/computes@2025-12-01' = {
  name: 'parent/pass1'
  properties: {
    computeType: 'AmlCompute'
    disableLocalAuth: true
    properties: {
      vmSize: 'Standard_DS3_v2'
    }
  }
}

resource fail1 'Microsoft.MachineLearningServices/workspaces/computes@2025-12-01' = {
  name: 'parent/fail1'
  properties: {
    computeType: 'AmlCompute'
    properties: {
      vmSize: 'Standard_DS3_v2'
    }
  }
}
