// The web tier's Kubernetes workloads, deployed with a deployment stack
// (az stack group create --template-file main.bicep ...). Each module gets its Kubernetes
// configuration through extensionConfigs: when the stack later deletes what a module deployed,
// it evaluates that configuration again, without this deployment's parameters.
targetScope = 'resourceGroup'

@description('The namespace the web workload runs in.')
param webNamespace string = 'web'

resource aks 'Microsoft.ContainerService/managedClusters@2024-02-01' existing = {
  name: 'aks-contoso-web'
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'kv-contoso-ops'
}

// What a stack can evaluate again: a list*() call on the cluster and a constant.
module frontend 'modules/frontend.bicep' = {
  name: 'frontend'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: 'frontend'
    }
  }
}

// The namespace comes from a deployment parameter, which the stack no longer has.
module web 'modules/web.bicep' = {
  name: 'web'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: webNamespace
    }
  }
}

// The kubeconfig is a Key Vault secret: the stack needs the vault again to delete the jobs.
module jobs 'modules/jobs.bicep' = {
  name: 'jobs'
  extensionConfigs: {
    k8s: {
      kubeConfig: vault.getSecret('aks-kubeconfig')
      namespace: 'jobs'
    }
  }
}

// Nothing supplies the kubeconfig of the monitoring module.
module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  extensionConfigs: {
    k8s: {
      namespace: 'monitoring'
    }
  }
}
