resource pass1 'Microsoft.Compute/availabilitySets@2024-07-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Aligned'
  }
  properties: {
    platformFaultDomainCount: 2
    platformUpdateDomainCount: 5
  }
}

resource fail1 'Microsoft.Compute/availabilitySets@2024-07-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Aligned'
  }
  properties: {
    platformFaultDomainCount: 1
    platformUpdateDomainCount: 5
  }
}
