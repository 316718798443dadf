resource pass1 'Microsoft.Logic/workflows@2019-05-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    state: 'Enabled'
    definition: {}
  }
}

resource diag_pass1 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  scope: pass1
  name: 'diag-pass1'
  properties: {
    workspaceId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-ops/providers/Microsoft.OperationalInsights/workspaces/log-ops'
    logs: [
      {
        categoryGroup: 'allLogs'
        enabled: true
      }
    ]
  }
}

resource fail1 'Microsoft.Logic/workflows@2019-05-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    state: 'Enabled'
    definition: {}
  }
}
