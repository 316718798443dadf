resource pass1 'Microsoft.Resources/deploymentScripts@2023-08-01' = {
  name: 'pass1'
  location: 'eastus'
  kind: 'AzureCLI'
  properties: {
    azCliVersion: '2.61.0'
    retentionInterval: 'PT1H'
    scriptContent: 'echo done'
    environmentVariables: [
      {
        name: 'SQL_PASSWORD'
        secureValue: 'Example-Passw0rd'
      }
      {
        name: 'REGION'
        value: 'eastus'
      }
    ]
  }
}

resource fail1 'Microsoft.Resources/deploymentScripts@2023-08-01' = {
  name: 'fail1'
  location: 'eastus'
  kind: 'AzureCLI'
  properties: {
    azCliVersion: '2.61.0'
    retentionInterval: 'PT1H'
    scriptContent: 'echo done'
    environmentVariables: [
      {
        name: 'STORAGE_KEY'
        value: '0123456789abcdef'
      }
    ]
  }
}
