resource passstandard 'Microsoft.Network/publicIPAddresses@2023-09-01' = {
  location: 'eastus'
  name: 'passstandard'
  sku: {
    name: 'Standard'
  }
  properties: {
    publicIPAllocationMethod: 'Static'
  }
}

resource failnosku 'Microsoft.Network/publicIPAddresses@2023-09-01' = {
  location: 'eastus'
  name: 'failnosku'
  properties: {
    publicIPAllocationMethod: 'Dynamic'
  }
}

resource failbasic 'Microsoft.Network/publicIPAddresses@2023-09-01' = {
  location: 'eastus'
  name: 'failbasic'
  sku: {
    name: 'Basic'
  }
  properties: {
    publicIPAllocationMethod: 'Static'
  }
}
