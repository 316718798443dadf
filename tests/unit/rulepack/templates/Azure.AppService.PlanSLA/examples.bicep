resource pass1 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'P1v3'
    tier: 'PremiumV3'
    capacity: 2
  }
  properties: {}
}

resource fail1 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'F1'
    tier: 'Free'
    capacity: 1
  }
  properties: {}
}

resource fail2 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'fail2'
  location: 'eastus'
  sku: {
    name: 'D1'
    tier: 'Shared'
    capacity: 1
  }
  properties: {}
}
