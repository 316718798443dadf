resource passstable 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'passstable'
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
    autoUpgradeProfile: {
      upgradeChannel: 'stable'
      nodeOSUpgradeChannel: 'NodeImage'
    }
  }
}

resource failunset 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'failunset'
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

resource failnone 'Microsoft.ContainerService/managedClusters@2024-02-01' = {
  location: 'eastus'
  name: 'failnone'
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
    autoUpgradeProfile: {
      upgradeChannel: 'none'
    }
  }
}
