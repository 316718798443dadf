resource passprotected 'Microsoft.Cdn/profiles@2023-05-01' = {
  location: 'global'
  name: 'passprotected'
  sku: {
    name: 'Premium_AzureFrontDoor'
  }
  properties: {}
}

resource web 'Microsoft.Cdn/profiles/afdEndpoints@2023-05-01' = {
  name: 'passprotected/web'
  location: 'global'
  properties: {
    enabledState: 'Enabled'
  }
}

resource waf 'Microsoft.Cdn/profiles/securityPolicies@2023-05-01' = {
  name: 'passprotected/waf'
  properties: {
    parameters: {
      type: 'WebApplicationFirewall'
      wafPolicy: {
        id: resourceId('Microsoft.Network/FrontDoorWebApplicationFirewallPolicies', 'wafpolicy')
      }
      associations: [
        {
          domains: [
            {
              id: resourceId('Microsoft.Cdn/profiles/afdEndpoints', 'passprotected', 'web')
            }
          ]
          patternsToMatch: [
            '/*'
          ]
        }
      ]
    }
  }
}

resource failunprotected 'Microsoft.Cdn/profiles@2023-05-01' = {
  location: 'global'
  name: 'failunprotected'
  sku: {
    name: 'Standard_AzureFrontDoor'
  }
  properties: {}
}

resource classiccdn 'Microsoft.Cdn/profiles@2023-05-01' = {
  location: 'global'
  name: 'classiccdn'
  sku: {
    name: 'Standard_Microsoft'
  }
  properties: {}
}
