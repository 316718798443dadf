// The monitoring agent's settings.
extension kubernetes as k8s

resource agent 'core/ConfigMap@v1' = {
  metadata: { name: 'agent-settings' }
  data: { SCRAPE_INTERVAL: '30s' }
}
