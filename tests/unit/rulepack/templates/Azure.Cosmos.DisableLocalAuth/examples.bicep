resource passentra 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'passentra'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    disableLocalAuth: true
  }
}

resource failkeys 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'failkeys'
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

resource unknownsetting 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'unknownsetting'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    disableLocalAuth: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.localAuthOff
  }
}
