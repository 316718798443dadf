resource pass1 'Microsoft.EventGrid/topics@2025-02-15' = {
  name: 'pass1'
  location: 'eastus'
  properties: {}
}

resource pass2 'Microsoft.EventGrid/topics@2025-02-15' = {
  name: 'pass2'
  location: 'eastus'
  properties: {
    minimumTlsVersionAllowed: '1.2'
  }
}

resource fail1 'Microsoft.EventGrid/topics@2025-02-15' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    minimumTlsVersionAllowed: '1.0'
  }
}
