resource pass1 'Microsoft.Devices/IotHubs@2023-06-30' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'S1'
    capacity: 1
  }
  properties: {
    disableLocalAuth: true
  }
}

resource fail1 'Microsoft.Devices/IotHubs@2023-06-30' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'S1'
    capacity: 1
  }
  properties: {}
}
