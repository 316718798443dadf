resource passprivate 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'passprivate'
  sku: {
    name: 'Standard'
  }
  properties: {
    publicNetworkAccess: 'Disabled'
  }
}

resource passrules 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'passrules'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource default 'Microsoft.EventHub/namespaces/networkRuleSets@2024-01-01' = {
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

resource basictier 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'basictier'
  sku: {
    name: 'Basic'
  }
  properties: {}
}

resource failopen 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'failopen'
  sku: {
    name: 'Standard'
  }
  properties: {}
}
