resource pass1 'Microsoft.Network/virtualNetworkGateways@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    gatewayType: 'ExpressRoute'
    sku: {
      name: 'ErGw1AZ'
      tier: 'ErGw1AZ'
    }
  }
}

resource fail1 'Microsoft.Network/virtualNetworkGateways@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    gatewayType: 'ExpressRoute'
    sku: {
      name: 'Standard'
      tier: 'Standard'
    }
  }
}
