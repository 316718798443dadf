resource redis_web_prod_001 'Microsoft.Cache/redis@2024-03-01' = {
  name: 'redis-web-prod-001'
  location: 'eastus'
  properties: {
    sku: {
      name: 'Standard'
      family: 'C'
      capacity: 1
    }
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Cache/redis@2024-03-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    sku: {
      name: 'Standard'
      family: 'C'
      capacity: 1
    }
  }
  tags: {
    expect: 'fail'
  }
}
