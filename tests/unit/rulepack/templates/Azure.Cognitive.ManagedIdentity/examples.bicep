resource pass1 'Microsoft.CognitiveServices/accounts@2024-10-01' = {
  name: 'pass1'
  location: 'eastus'
  kind: 'OpenAI'
  sku: {
    name: 'S0'
  }
  properties: {
    customSubDomainName: 'ai-contoso'
  }
  identity: {
    type: 'SystemAssigned'
  }
}

resource fail1 'Microsoft.CognitiveServices/accounts@2024-10-01' = {
  name: 'fail1'
  location: 'eastus'
  kind: 'OpenAI'
  sku: {
    name: 'S0'
  }
  properties: {
    customSubDomainName: 'ai-contoso'
  }
}
