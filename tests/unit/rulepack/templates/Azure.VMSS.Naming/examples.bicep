resource vmss_web_prod_001 'Microsoft.Compute/virtualMachineScaleSets@2024-07-01' = {
  name: 'vmss-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  properties: {}
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Compute/virtualMachineScaleSets@2024-07-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  properties: {}
  tags: {
    expect: 'fail'
  }
}
