resource passv2 'Microsoft.Network/applicationGateways@2023-09-01' = {
  location: 'eastus'
  name: 'passv2'
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

resource passwafv2 'Microsoft.Network/applicationGateways@2023-09-01' = {
  location: 'eastus'
  name: 'passwafv2'
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

resource failv1 'Microsoft.Network/applicationGateways@2020-11-01' = {
  location: 'eastus'
  name: 'failv1'
  properties: {
    sku: {
      name: 'Standard_Medium'
      tier: 'Standard'
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
