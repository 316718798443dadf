resource pass1 'Microsoft.Cache/redis@2024-11-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'Standard'
      family: 'C'
      capacity: 1
    }
    disableAccessKeyAuthentication: true
    redisConfiguration: {
      'aad-enabled': 'true'
    }
  }
}

resource fail1 'Microsoft.Cache/redis@2024-11-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'Standard'
      family: 'C'
      capacity: 1
    }
  }
}
