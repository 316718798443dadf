resource pass1 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'P1v3'
    tier: 'PremiumV3'
    capacity: 3
  }
  properties: {
    zoneRedundant: true
  }
}

resource fail1 'Microsoft.Web/serverfarms@2023-12-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'P1v3'
    tier: 'PremiumV3'
    capacity: 2
  }
  properties: {}
}
