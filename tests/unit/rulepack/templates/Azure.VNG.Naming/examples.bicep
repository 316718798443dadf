resource vgw_web_prod_001 'Microsoft.Network/virtualNetworkGateways@2024-05-01' = {
  name: 'vgw-web-prod-001'
  location: 'eastus'
  properties: {
    gatewayType: 'Vpn'
    vpnType: 'RouteBased'
    sku: {
      name: 'VpnGw1AZ'
      tier: 'VpnGw1AZ'
    }
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Network/virtualNetworkGateways@2024-05-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    gatewayType: 'Vpn'
    vpnType: 'RouteBased'
    sku: {
      name: 'VpnGw1AZ'
      tier: 'VpnGw1AZ'
    }
  }
  tags: {
    expect: 'fail'
  }
}
