resource passwaf 'Microsoft.Network/frontDoors@2021-06-01' = {
  location: 'global'
  name: 'passwaf'
  properties: {
    frontendEndpoints: [
      {
        name: 'fe1'
        properties: {
          hostName: 'fe1.azurefd.net'
          webApplicationFirewallPolicyLink: {
            id: resourceId('Microsoft.Network/FrontDoorWebApplicationFirewallPolicies', 'wafpolicy')
          }
        }
      }
      {
        name: 'fe2'
        properties: {
          hostName: 'fe2.azurefd.net'
          webApplicationFirewallPolicyLink: {
            id: resourceId('Microsoft.Network/FrontDoorWebApplicationFirewallPolicies', 'wafpolicy')
          }
        }
      }
    ]
  }
}

resource failpartial 'Microsoft.Network/frontDoors@2021-06-01' = {
  location: 'global'
  name: 'failpartial'
  properties: {
    frontendEndpoints: [
      {
        name: 'fe1'
        properties: {
          hostName: 'fe1.azurefd.net'
          webApplicationFirewallPolicyLink: {
            id: resourceId('Microsoft.Network/FrontDoorWebApplicationFirewallPolicies', 'wafpolicy')
          }
        }
      }
      {
        name: 'fe2'
        properties: {
          hostName: 'fe2.azurefd.net'
        }
      }
    ]
  }
}
