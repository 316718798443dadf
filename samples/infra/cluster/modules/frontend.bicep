// The public frontend: a deployment and its service.
extension kubernetes as k8s

resource frontend 'apps/Deployment@v1' = {
  metadata: { name: 'frontend' }
  spec: {
    replicas: 2
    selector: { matchLabels: { app: 'frontend' } }
    template: {
      metadata: { labels: { app: 'frontend' } }
      spec: { containers: [ { name: 'frontend', image: 'mcr.microsoft.com/azuredocs/aks-helloworld:v1' } ] }
    }
  }
}

resource service 'core/Service@v1' = {
  metadata: { name: 'frontend' }
  spec: {
    type: 'LoadBalancer'
    selector: { app: 'frontend' }
    ports: [ { port: 80 } ]
  }
}
