extension kubernetes as k8s

resource settings 'core/ConfigMap@v1' = {
  metadata: {
    name: 'settings'
  }
  data: {
    LEVEL: 'info'
  }
}
