resource aks 'Microsoft.ContainerService/managedClusters@2024-02-01' existing = {
  name: 'aks1'
}

resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'kv'
}

module passApiCall 'modules/app.bicep' = {
  name: 'passApiCall'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: 'apps'
    }
  }
}

module failKeyVaultSecret 'modules/app.bicep' = {
  name: 'failKeyVaultSecret'
  extensionConfigs: {
    k8s: {
      kubeConfig: kv.getSecret('kubeconfig')
      namespace: 'apps'
    }
  }
}
