resource pass1 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: 'pass1'
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
        isZoneRedundant: true
      }
    ]
  }
}

resource fail1 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: 'fail1'
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
}
