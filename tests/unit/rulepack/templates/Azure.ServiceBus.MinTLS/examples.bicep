resource passdefault 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'passdefault'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource passtls12 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'passtls12'
  sku: {
    name: 'Standard'
  }
  properties: {
    minimumTlsVersion: '1.2'
  }
}

resource failtls10 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'failtls10'
  sku: {
    name: 'Standard'
  }
  properties: {
    minimumTlsVersion: '1.0'
  }
}

resource unknowntls 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {
  location: 'eastus'
  name: 'unknowntls'
  sku: {
    name: 'Standard'
  }
  properties: {
    minimumTlsVersion: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.tls
  }
}
