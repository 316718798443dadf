resource pass1 'Microsoft.Kusto/clusters@2024-04-13' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard_E8ads_v5'
    tier: 'Standard'
    capacity: 2
  }
  properties: {
    enableDiskEncryption: true
  }
}

resource fail1 'Microsoft.Kusto/clusters@2024-04-13' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard_E8ads_v5'
    tier: 'Standard'
    capacity: 2
  }
  properties: {}
}
