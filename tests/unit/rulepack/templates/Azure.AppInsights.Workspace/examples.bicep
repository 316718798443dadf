resource pass1 'Microsoft.Insights/components@2020-02-02' = {
  name: 'pass1'
  location: 'eastus'
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-ops/providers/Microsoft.OperationalInsights/workspaces/log-ops'
  }
}

resource fail1 'Microsoft.Insights/components@2020-02-02' = {
  name: 'fail1'
  location: 'eastus'
  kind: 'web'
  properties: {
    Application_Type: 'web'
  }
}
