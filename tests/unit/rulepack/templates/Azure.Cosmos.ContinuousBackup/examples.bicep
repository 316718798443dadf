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
      }
    ]
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: 'Continuous7Days'
      }
    }
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

resource fail2 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: 'fail2'
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
    backupPolicy: {
      type: 'Periodic'
    }
  }
}
