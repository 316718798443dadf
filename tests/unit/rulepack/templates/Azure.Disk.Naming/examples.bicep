resource disk_web_prod_001 'Microsoft.Compute/disks@2024-03-02' = {
  name: 'disk-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Premium_LRS'
  }
  properties: {
    creationData: {
      createOption: 'Empty'
    }
    diskSizeGB: 128
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Compute/disks@2024-03-02' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Premium_LRS'
  }
  properties: {
    creationData: {
      createOption: 'Empty'
    }
    diskSizeGB: 128
  }
  tags: {
    expect: 'fail'
  }
}
