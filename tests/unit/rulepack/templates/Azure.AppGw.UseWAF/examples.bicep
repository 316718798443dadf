resource passwaf 'Microsoft.Network/applicationGateways@2023-09-01' = {
  location: 'eastus'
  name: 'passwaf'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
      capacity: 2
    }
    gatewayIPConfigurations: [
      {
        name: 'gw'
        properties: {
          subnet: {
            id: resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet', 'appgw')
          }
        }
      }
    ]
    frontendPorts: [
      {
        name: 'https'
        properties: {
          port: 443
        }
      }
    ]
    firewallPolicy: {
      id: resourceId('Microsoft.Network/ApplicationGatewayWebApplicationFirewallPolicies', 'policy1')
    }
  }
}

resource failstandard 'Microsoft.Network/applicationGateways@2023-09-01' = {
  location: 'eastus'
  name: 'failstandard'
  properties: {
    sku: {
      name: 'Standard_v2'
      tier: 'Standard_v2'
      capacity: 2
    }
    gatewayIPConfigurations: [
      {
        name: 'gw'
        properties: {
          subnet: {
            id: resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet', 'appgw')
          }
        }
      }
    ]
    frontendPorts: [
      {
        name: 'https'
        properties: {
          port: 443
        }
      }
    ]
  }
}
