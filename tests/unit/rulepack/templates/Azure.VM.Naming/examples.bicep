resource vm_web_prod_001 'Microsoft.Compute/virtualMachines@2024-07-01' = {
  name: 'vm-web-prod-001'
  location: 'eastus'
  properties: {
    hardwareProfile: {
      vmSize: 'Standard_D2s_v5'
    }
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Compute/virtualMachines@2024-07-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    hardwareProfile: {
      vmSize: 'Standard_D2s_v5'
    }
  }
  tags: {
    expect: 'fail'
  }
}
