resource passredirect 'Microsoft.Network/frontDoors@2021-06-01' = {
  location: 'global'
  name: 'passredirect'
  properties: {
    routingRules: [
      {
        name: 'forward'
        properties: {
          acceptedProtocols: [
            'Https'
          ]
          patternsToMatch: [
            '/*'
          ]
          routeConfiguration: {
            '@odata.type': '#Microsoft.Azure.FrontDoor.Models.FrontdoorForwardingConfiguration'
            forwardingProtocol: 'HttpsOnly'
            backendPool: {
              id: concat(resourceId('Microsoft.Network/frontDoors', 'fd'), '/backendPools/pool')
            }
          }
        }
      }
      {
        name: 'redirect'
        properties: {
          acceptedProtocols: [
            'Http'
          ]
          patternsToMatch: [
            '/*'
          ]
          routeConfiguration: {
            '@odata.type': '#Microsoft.Azure.FrontDoor.Models.FrontdoorRedirectConfiguration'
            redirectProtocol: 'HttpsOnly'
            redirectType: 'Moved'
          }
        }
      }
    ]
  }
}

resource failforwardhttp 'Microsoft.Network/frontDoors@2021-06-01' = {
  location: 'global'
  name: 'failforwardhttp'
  properties: {
    routingRules: [
      {
        name: 'forward'
        properties: {
          acceptedProtocols: [
            'Http'
            'Https'
          ]
          patternsToMatch: [
            '/*'
          ]
          routeConfiguration: {
            '@odata.type': '#Microsoft.Azure.FrontDoor.Models.FrontdoorForwardingConfiguration'
            forwardingProtocol: 'HttpsOnly'
            backendPool: {
              id: concat(resourceId('Microsoft.Network/frontDoors', 'fd'), '/backendPools/pool')
            }
          }
        }
      }
    ]
  }
}
