resource passentra 'Microsoft.OperationalInsights/workspaces@2022-10-01' = {
  location: 'eastus'
  name: 'passentra'
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    features: {
      disableLocalAuth: true
    }
  }
}

resource failkeys 'Microsoft.OperationalInsights/workspaces@2022-10-01' = {
  location: 'eastus'
  name: 'failkeys'
  properties: {
    sku: {
      name: 'PerGB2018'
    }
  }
}
