resource pass90 'Microsoft.OperationalInsights/workspaces@2022-10-01' = {
  location: 'eastus'
  name: 'pass90'
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: 90
  }
}

resource faildefault 'Microsoft.OperationalInsights/workspaces@2022-10-01' = {
  location: 'eastus'
  name: 'faildefault'
  properties: {
    sku: {
      name: 'PerGB2018'
    }
  }
}

resource fail30 'Microsoft.OperationalInsights/workspaces@2022-10-01' = {
  location: 'eastus'
  name: 'fail30'
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: 30
  }
}
