resource passranges 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'passranges'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    dnsPrefix: 'aks'
    agentPoolProfiles: [
      {
        name: 'system'
        count: 3
        vmSize: 'Standard_D4s_v5'
        mode: 'System'
        osType: 'Linux'
      }
    ]
    apiServerAccessProfile: {
      authorizedIPRanges: [
        '203.0.113.0/24'
      ]
    }
  }
}

resource privatecluster 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'privatecluster'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    dnsPrefix: 'aks'
    agentPoolProfiles: [
      {
        name: 'system'
        count: 3
        vmSize: 'Standard_D4s_v5'
        mode: 'System'
        osType: 'Linux'
      }
    ]
    apiServerAccessProfile: {
      enablePrivateCluster: true
    }
  }
}

resource failopen 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'failopen'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    dnsPrefix: 'aks'
    agentPoolProfiles: [
      {
        name: 'system'
        count: 3
        vmSize: 'Standard_D4s_v5'
        mode: 'System'
        osType: 'Linux'
      }
    ]
  }
}

resource failempty 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'failempty'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    dnsPrefix: 'aks'
    agentPoolProfiles: [
      {
        name: 'system'
        count: 3
        vmSize: 'Standard_D4s_v5'
        mode: 'System'
        osType: 'Linux'
      }
    ]
    apiServerAccessProfile: {
      authorizedIPRanges: []
    }
  }
}
