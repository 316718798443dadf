resource passprivate 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'passprivate'
  sku: {
    name: 'Premium'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
  }
}

resource passrules 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'passrules'
  sku: {
    name: 'Premium'
  }
  properties: {
    networkRuleSet: {
      defaultAction: 'Deny'
      ipRules: [
        {
          action: 'Allow'
          value: '203.0.113.0/24'
        }
      ]
    }
  }
}

resource standardtier 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'standardtier'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource failopen 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  location: 'eastus'
  name: 'failopen'
  sku: {
    name: 'Premium'
  }
  properties: {}
}
