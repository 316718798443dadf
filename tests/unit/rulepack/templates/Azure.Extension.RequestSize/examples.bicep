resource aks 'Microsoft.ContainerService/managedClusters@2024-02-01' existing = {
  name: 'aks1'
}

var v1 = string(range(0, 10000))
var v2 = '${v1}${v1}${v1}${v1}${v1}${v1}${v1}${v1}'
var v3 = '${v2}${v2}${v2}${v2}${v2}${v2}'
var v2twice = '${v2}${v2}'

module passSmall 'modules/sized.bicep' = {
  name: 'passSmall'
  params: {
    a: 'small'
  }
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: 'apps'
    }
  }
}

// About 3.5 MB: a warning (Azure.Extension.RequestSizeNear), not over the limit.
module passNear 'modules/sized.bicep' = {
  name: 'passNear'
  params: {
    a: v3
    b: v2twice
    c: v2
  }
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: 'apps'
    }
  }
}

// Over 4 MB with the namespace in its config.
module failTooLarge 'modules/sized.bicep' = {
  name: 'failTooLarge'
  params: {
    a: v3
    b: v2twice
    c: v2
  }
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: v2twice
    }
  }
}
