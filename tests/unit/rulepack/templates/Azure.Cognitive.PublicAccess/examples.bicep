resource pass1 'Microsoft.CognitiveServices/accounts@2024-10-01' = {
  name: 'pass1'
  location: 'eastus'
  kind: 'OpenAI'
  sku: {
    name: 'S0'
  }
  properties: {
    customSubDomainName: 'ai-contoso'
    publicNetworkAccess: 'Disabled'
  }
}

resource pass2 'Microsoft.CognitiveServices/accounts@2024-10-01' = {
  name: 'pass2'
  location: 'eastus'
  kind: 'OpenAI'
  sku: {
    name: 'S0'
  }
  properties: {
    customSubDomainName: 'ai-contoso'
    networkAcls: {
      defaultAction: 'Deny'
      ipRules: [
        {
          value: '203.0.113.0/24'
        }
      ]
    }
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
