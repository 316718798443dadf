resource pass1 'Microsoft.Automation/automationAccounts@2023-11-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'Basic'
    }
  }
  identity: {
    type: 'SystemAssigned'
  }
}

resource fail1 'Microsoft.Automation/automationAccounts@2023-11-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'Basic'
    }
  }
}
