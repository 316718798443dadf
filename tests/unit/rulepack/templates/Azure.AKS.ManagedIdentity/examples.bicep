@secure()
param spSecret string = newGuid()

resource passsystem 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'passsystem'
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

resource failserviceprincipal 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'failserviceprincipal'
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
    servicePrincipalProfile: {
      clientId: '22222222-2222-2222-2222-222222222222'
      secret: spSecret
    }
  }
}
