resource pass1 'Microsoft.Compute/virtualMachineScaleSets@2024-07-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  properties: {
    orchestrationMode: 'Flexible'
    platformFaultDomainCount: 1
    virtualMachineProfile: {}
    automaticRepairsPolicy: {
      enabled: true
      gracePeriod: 'PT30M'
    }
  }
}

resource fail1 'Microsoft.Compute/virtualMachineScaleSets@2024-07-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  properties: {
    orchestrationMode: 'Flexible'
    platformFaultDomainCount: 1
    virtualMachineProfile: {}
  }
}
