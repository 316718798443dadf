resource pass1 'Microsoft.Network/applicationGateways@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
    }
  }
  zones: [
    '1'
    '2'
    '3'
  ]
}

resource fail1 'Microsoft.Network/applicationGateways@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
    }
  }
}
