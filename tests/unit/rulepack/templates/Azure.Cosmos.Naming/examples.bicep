resource cosmos_web_prod_001 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: 'cosmos-web-prod-001'
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: 'web-prod-001'
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
  }
  tags: {
    expect: 'fail'
  }
}
