resource passprivate 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'passprivate'
  sku: {
    name: 'Premium'
    capacity: 1
  }
  properties: {
    publicNetworkAccess: 'Disabled'
  }
}

resource passrules 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'passrules'
  sku: {
    name: 'Premium'
    capacity: 1
  }
  properties: {}
}

resource default 'Microsoft.ServiceBus/namespaces/networkRuleSets@2022-10-01-preview' = {
  name: 'passrules/default'
  properties: {
    defaultAction: 'Deny'
    ipRules: [
      {
        ipMask: '203.0.113.0/24'
        action: 'Allow'
      }
    ]
  }
}

resource standardtier 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'standardtier'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource failopen 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'failopen'
  sku: {
    name: 'Premium'
    capacity: 1
  }
  properties: {}
}
