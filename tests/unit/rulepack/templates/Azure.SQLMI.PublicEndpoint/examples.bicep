resource pass1 'Microsoft.Sql/managedInstances@2023-08-01-preview' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'GP_Gen5'
    tier: 'GeneralPurpose'
  }
  properties: {
    subnetId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-hub/subnets/snet-sqlmi'
  }
}

resource fail1 'Microsoft.Sql/managedInstances@2023-08-01-preview' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'GP_Gen5'
    tier: 'GeneralPurpose'
  }
  properties: {
    subnetId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-hub/subnets/snet-sqlmi'
    publicDataEndpointEnabled: true
  }
}
