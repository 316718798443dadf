resource pass1 'Microsoft.Compute/virtualMachines@2024-07-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    hardwareProfile: {
      vmSize: 'Standard_D2s_v5'
    }
  }
}

resource fail1 'Microsoft.Compute/virtualMachines@2024-07-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    hardwareProfile: {
      vmSize: 'Standard_M128s'
    }
  }
}
