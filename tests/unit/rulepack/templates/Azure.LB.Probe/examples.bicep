resource pass1 'Microsoft.Network/loadBalancers@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {
    loadBalancingRules: [
      {
        name: 'http'
        properties: {
          protocol: 'Tcp'
          frontendPort: 80
          backendPort: 80
          probe: {
            id: resourceId('Microsoft.Network/loadBalancers/probes', 'pass1', 'http')
          }
        }
      }
    ]
    probes: [
      {
        name: 'http'
        properties: {
          protocol: 'Http'
          port: 80
          requestPath: '/health'
        }
      }
    ]
  }
}

resource fail1 'Microsoft.Network/loadBalancers@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard'
  }
  properties: {
    loadBalancingRules: [
      {
        name: 'http'
        properties: {
          protocol: 'Tcp'
          frontendPort: 80
          backendPort: 80
        }
      }
    ]
  }
}
