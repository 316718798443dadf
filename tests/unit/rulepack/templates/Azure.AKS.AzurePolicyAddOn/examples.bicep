resource pass1 'Microsoft.ContainerService/managedClusters@2024-08-01' = {
  name: 'pass1'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    dnsPrefix: 'aks'
    agentPoolProfiles: [
      {
        name: 'system'
        mode: 'System'
        count: 3
        vmSize: 'Standard_D4s_v5'
      }
    ]
    addonProfiles: {
      azurepolicy: {
        enabled: true
      }
    }
  }
}

resource fail1 'Microsoft.ContainerService/managedClusters@2024-08-01' = {
  name: 'fail1'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    dnsPrefix: 'aks'
    agentPoolProfiles: [
      {
        name: 'system'
        mode: 'System'
        count: 3
        vmSize: 'Standard_D4s_v5'
      }
    ]
  }
}
