resource pass1parent 'Microsoft.Automation/automationAccounts@2023-11-01' = {
  name: 'pass1parent'
  location: 'eastus'
  properties: {
    sku: {
      name: 'Basic'
    }
  }
  tags: {
    expect: 'parent'
  }
}

resource passApiKey 'Microsoft.Automation/automationAccounts/variables@2023-11-01' = {
  name: 'pass1parent/passApiKey'
  properties: {
    isEncrypted: true
    value: '"example"'
  }
}

resource fail1parent 'Microsoft.Automation/automationAccounts@2023-11-01' = {
  name: 'fail1parent'
  location: 'eastus'
  properties: {
    sku: {
      name: 'Basic'
    }
  }
  tags: {
    expect: 'parent'
  }
}

resource failStoragePassword 'Microsoft.Automation/automationAccounts/variables@2023-11-01' = {
  name: 'fail1parent/failStoragePassword'
  properties: {
    isEncrypted: false
    value: '"example"'
  }
}
