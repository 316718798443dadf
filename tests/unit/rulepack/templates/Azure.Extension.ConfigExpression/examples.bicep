param namespace string = 'apps'

resource aks 'Microsoft.ContainerService/managedClusters@2024-02-01' existing = {
  name: 'aks1'
}

// Constants and API calls can be evaluated again when a stack deletes the resources.
module passConstantsAndApiCalls 'modules/app.bicep' = {
  name: 'passConstantsAndApiCalls'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: 'apps'
    }
  }
}

module failParameter 'modules/app.bicep' = {
  name: 'failParameter'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: namespace
    }
  }
}

module failFunction 'modules/app.bicep' = {
  name: 'failFunction'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: toLower('Apps')
    }
  }
}
