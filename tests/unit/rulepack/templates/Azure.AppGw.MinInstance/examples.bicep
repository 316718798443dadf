resource pass1 'Microsoft.Network/applicationGateways@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
    }
    autoscaleConfiguration: {
      minCapacity: 2
      maxCapacity: 10
    }
  }
}

resource pass2 'Microsoft.Network/applicationGateways@2024-05-01' = {
  name: 'pass2'
  location: 'eastus'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
      capacity: 3
    }
  }
}

resource fail1 'Microsoft.Network/applicationGateways@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
    }
    autoscaleConfiguration: {
      minCapacity: 0
      maxCapacity: 10
    }
  }
}

resource fail2 'Microsoft.Network/applicationGateways@2024-05-01' = {
  name: 'fail2'
  location: 'eastus'
  properties: {
    sku: {
      name: 'WAF_v2'
      tier: 'WAF_v2'
      capacity: 1
    }
  }
}
