resource log_web_prod_001 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: 'log-web-prod-001'
  location: 'eastus'
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: 90
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: 90
  }
  tags: {
    expect: 'fail'
  }
}
