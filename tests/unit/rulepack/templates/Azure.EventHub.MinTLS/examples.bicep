resource passdefault 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'passdefault'
  sku: {
    name: 'Standard'
  }
  properties: {}
}

resource passtls12 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'passtls12'
  sku: {
    name: 'Standard'
  }
  properties: {
    minimumTlsVersion: '1.2'
  }
}

resource failtls11 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'failtls11'
  sku: {
    name: 'Standard'
  }
  properties: {
    minimumTlsVersion: '1.1'
  }
}
