resource aks 'Microsoft.ContainerService/managedClusters@2024-02-01' existing = {
  name: 'aks1'
}

module passStackConfig 'modules/app.bicep' = {
  name: 'passStackConfig'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: 'apps'
    }
  }
}

// The module sets namespace itself although it is given extensionConfigs.
module failInlineNamespace 'modules/inline.bicep' = {
  name: 'failInlineNamespace'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
    }
  }
}
