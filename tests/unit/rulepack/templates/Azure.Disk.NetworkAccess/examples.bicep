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
    networkAccessPolicy: 'DenyAll'
    publicNetworkAccess: 'Disabled'
  }
}

resource fail1 'Microsoft.Compute/disks@2024-03-02' = {
  name: 'fail1'
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

resource fail2 'Microsoft.Compute/disks@2024-03-02' = {
  name: 'fail2'
  location: 'eastus'
  sku: {
    name: 'Premium_LRS'
  }
  properties: {
    creationData: {
      createOption: 'Empty'
    }
    diskSizeGB: 128
    networkAccessPolicy: 'AllowAll'
  }
}
