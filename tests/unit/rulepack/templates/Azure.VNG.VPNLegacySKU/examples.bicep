resource pass1 'Microsoft.Network/virtualNetworkGateways@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    gatewayType: 'Vpn'
    vpnType: 'RouteBased'
    sku: {
      name: 'VpnGw1AZ'
      tier: 'VpnGw1AZ'
    }
  }
}

resource fail1 'Microsoft.Network/virtualNetworkGateways@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    gatewayType: 'Vpn'
    vpnType: 'RouteBased'
    sku: {
      name: 'Basic'
      tier: 'Basic'
    }
  }
}
