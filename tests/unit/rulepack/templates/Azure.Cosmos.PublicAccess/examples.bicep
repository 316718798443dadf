resource passprivate 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'passprivate'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    publicNetworkAccess: 'Disabled'
  }
}

resource passiprules 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'passiprules'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    ipRules: [
      {
        ipAddressOrRange: '203.0.113.0/24'
      }
    ]
  }
}

resource passvnet 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'passvnet'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    isVirtualNetworkFilterEnabled: true
    virtualNetworkRules: [
      {
        id: resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet', 'app')
      }
    ]
  }
}

resource failopen 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'failopen'
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

resource failemptyrules 'Microsoft.DocumentDB/databaseAccounts@2023-11-15' = {
  location: 'eastus'
  kind: 'GlobalDocumentDB'
  name: 'failemptyrules'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: 'eastus'
        failoverPriority: 0
      }
    ]
    publicNetworkAccess: 'Enabled'
    ipRules: []
  }
}
