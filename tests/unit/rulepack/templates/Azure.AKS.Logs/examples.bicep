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
  }
}

resource diag_pass1 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  scope: pass1
  name: 'diag-pass1'
  properties: {
    workspaceId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-ops/providers/Microsoft.OperationalInsights/workspaces/log-ops'
    logs: [
      {
        categoryGroup: 'allLogs'
        enabled: true
      }
    ]
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
