resource passdefault 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'passdefault'
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

resource passtls12 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'passtls12'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    minimalTlsVersion: 'Tls12'
  }
}

resource failtls10 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'failtls10'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    minimalTlsVersion: 'Tls'
  }
}

resource failtls11 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'failtls11'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    minimalTlsVersion: 'Tls11'
  }
}
