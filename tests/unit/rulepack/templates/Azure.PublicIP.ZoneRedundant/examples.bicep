resource passdefault 'Microsoft.Network/publicIPAddresses@2023-09-01' = {
  location: 'eastus'
  name: 'passdefault'
  sku: {
    name: 'Standard'
  }
  properties: {
    publicIPAllocationMethod: 'Static'
  }
}

resource passzones 'Microsoft.Network/publicIPAddresses@2023-09-01' = {
  location: 'eastus'
  name: 'passzones'
  sku: {
    name: 'Standard'
  }
  zones: [
    '1'
    '2'
    '3'
  ]
  properties: {
    publicIPAllocationMethod: 'Static'
  }
}

resource failzonal 'Microsoft.Network/publicIPAddresses@2023-09-01' = {
  location: 'eastus'
  name: 'failzonal'
  sku: {
    name: 'Standard'
  }
  zones: [
    '1'
  ]
  properties: {
    publicIPAllocationMethod: 'Static'
  }
}

resource basicaddress 'Microsoft.Network/publicIPAddresses@2023-09-01' = {
  location: 'eastus'
  name: 'basicaddress'
  sku: {
    name: 'Basic'
  }
  zones: [
    '1'
  ]
  properties: {
    publicIPAllocationMethod: 'Static'
  }
}
