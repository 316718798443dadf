resource pass1 'Microsoft.Logic/workflows@2019-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    state: 'Enabled'
    definition: {
      '$schema': 'https://schema.management.azure.com/providers/Microsoft.Logic/schemas/2016-06-01/workflowdefinition.json#'
      contentVersion: '1.0.0.0'
      triggers: {
        manual: {
          type: 'Request'
          kind: 'Http'
        }
      }
      actions: {}
    }
    accessControl: {
      triggers: {
        allowedCallerIpAddresses: [
          {
            addressRange: '203.0.113.0/24'
          }
        ]
      }
    }
  }
}

resource fail1 'Microsoft.Logic/workflows@2019-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    state: 'Enabled'
    definition: {
      '$schema': 'https://schema.management.azure.com/providers/Microsoft.Logic/schemas/2016-06-01/workflowdefinition.json#'
      contentVersion: '1.0.0.0'
      triggers: {
        manual: {
          type: 'Request'
          kind: 'Http'
        }
      }
      actions: {}
    }
  }
}
