resource pass1 'Microsoft.EventGrid/topics@2025-02-15' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    disableLocalAuth: true
  }
}

resource fail1 'Microsoft.EventGrid/topics@2025-02-15' = {
  name: 'fail1'
  location: 'eastus'
  properties: {}
}
