resource pass1 'Microsoft.App/containerApps@2025-01-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    managedEnvironmentId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-app/providers/Microsoft.App/managedEnvironments/cae-app'
    configuration: {
      ingress: {
        external: true
        targetPort: 8080
      }
    }
    template: {
      containers: [
        {
          name: 'web'
          image: 'mcr.microsoft.com/k8se/quickstart:latest'
        }
      ]
    }
  }
}

resource fail1 'Microsoft.App/containerApps@2025-01-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    managedEnvironmentId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-app/providers/Microsoft.App/managedEnvironments/cae-app'
    configuration: {
      ingress: {
        external: true
        targetPort: 8080
        allowInsecure: true
      }
    }
    template: {
      containers: [
        {
          name: 'web'
          image: 'mcr.microsoft.com/k8se/quickstart:latest'
        }
      ]
    }
  }
}
