// Nightly jobs. The namespace written here is baked into this module's template, where a stack
// does not look for it: the module declaration's extensionConfigs is the place.
extension kubernetes with {
  namespace: 'batch'
} as k8s

resource cleanup 'batch/CronJob@v1' = {
  metadata: { name: 'cleanup' }
  spec: {
    schedule: '0 2 * * *'
    jobTemplate: {
      spec: {
        template: {
          spec: {
            restartPolicy: 'OnFailure'
            containers: [ { name: 'cleanup', image: 'mcr.microsoft.com/azure-cli:latest', args: [ 'az', 'version' ] } ]
          }
        }
      }
    }
  }
}
