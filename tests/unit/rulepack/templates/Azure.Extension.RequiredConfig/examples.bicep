resource aks 'Microsoft.ContainerService/managedClusters@2024-02-01' existing = {
  name: 'aks1'
}

module passSupplied 'modules/app.bicep' = {
  name: 'passSupplied'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: 'apps'
    }
  }
}

// The Kubernetes extension requires a namespace too.
module failMissingNamespace 'modules/app.bicep' = {
  name: 'failMissingNamespace'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
    }
  }
}
