resource passdisabled 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'passdisabled'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    disableKeyBasedMetadataWriteAccess: true
  }
}

resource failunset 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'failunset'
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
