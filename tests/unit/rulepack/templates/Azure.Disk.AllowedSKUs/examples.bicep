resource pass1 'Microsoft.Compute/disks@2024-03-02' = {
  name: 'pass1'
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
}

resource fail1 'Microsoft.Compute/disks@2024-03-02' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'UltraSSD_LRS'
  }
  properties: {
    creationData: {
      createOption: 'Empty'
    }
    diskSizeGB: 128
  }
}
