resource pass1 'Microsoft.Network/firewallPolicies@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      tier: 'Premium'
    }
    intrusionDetection: {
      mode: 'Deny'
    }
  }
}

resource fail1 'Microsoft.Network/firewallPolicies@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    sku: {
      tier: 'Premium'
    }
  }
}

resource fail2 'Microsoft.Network/firewallPolicies@2024-05-01' = {
  name: 'fail2'
  location: 'eastus'
  properties: {
    sku: {
      tier: 'Premium'
    }
    intrusionDetection: {
      mode: 'Alert'
    }
  }
}
