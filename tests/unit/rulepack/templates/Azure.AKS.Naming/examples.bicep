resource aks_web_prod_001 'Microsoft.ContainerService/managedClusters@2024-08-01' = {
  name: 'aks-web-prod-001'
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
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.ContainerService/managedClusters@2024-08-01' = {
  name: 'web-prod-001'
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
  tags: {
    expect: 'fail'
  }
}
