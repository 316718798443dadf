resource pass1 'Microsoft.ContainerInstance/containerGroups@2023-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    osType: 'Linux'
    containers: [
      {
        name: 'web'
        properties: {
          image: 'mcr.microsoft.com/azuredocs/aci-helloworld'
          resources: {
            requests: {
              cpu: 1
              memoryInGB: json('1.5')
            }
          }
          environmentVariables: [
            {
              name: 'DB_PASSWORD'
              secureValue: 'Example-Passw0rd'
            }
            {
              name: 'MODE'
              value: 'prod'
            }
          ]
        }
      }
    ]
  }
}

resource fail1 'Microsoft.ContainerInstance/containerGroups@2023-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    osType: 'Linux'
    containers: [
      {
        name: 'web'
        properties: {
          image: 'mcr.microsoft.com/azuredocs/aci-helloworld'
          resources: {
            requests: {
              cpu: 1
              memoryInGB: json('1.5')
            }
          }
          environmentVariables: [
            {
              name: 'API_KEY'
              value: '0123456789abcdef'
            }
          ]
        }
      }
    ]
  }
}
