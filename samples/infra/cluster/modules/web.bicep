// The web application's settings.
extension kubernetes as k8s

resource settings 'core/ConfigMap@v1' = {
  metadata: { name: 'web-settings' }
  data: { LOG_LEVEL: 'info' }
}
