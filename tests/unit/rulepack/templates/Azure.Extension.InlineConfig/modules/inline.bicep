extension kubernetes with {
  namespace: 'apps'
} as k8s

resource settings 'core/ConfigMap@v1' = {
  metadata: {
    name: 'settings'
  }
  data: {
    LEVEL: 'info'
  }
}
