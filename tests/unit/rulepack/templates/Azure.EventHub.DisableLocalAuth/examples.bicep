resource passentra 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'passentra'
  sku: {
    name: 'Standard'
  }
  properties: {
    disableLocalAuth: true
  }
}

resource failkeys 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'failkeys'
  sku: {
    name: 'Standard'
  }
  properties: {
    disableLocalAuth: false
  }
}

resource unknownsetting 'Microsoft.EventHub/namespaces@2024-01-01' = {
  location: 'eastus'
  name: 'unknownsetting'
  sku: {
    name: 'Standard'
  }
  properties: {
    disableLocalAuth: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.localAuthOff
  }
}
