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
    computeType: 'ComputeInstance'
    properties: {
      vmSize: 'Standard_DS3_v2'
      idleTimeBeforeShutdown: 'PT60M'
    }
  }
}

resource fail1 'Microsoft.MachineLearningServices/workspaces/computes@2025-12-01' = {
  name: 'parent/fail1'
  properties: {
    computeType: 'ComputeInstance'
    properties: {
      vmSize: 'Standard_DS3_v2'
    }
  }
}
