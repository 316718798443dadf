resource pass1 'Microsoft.Databricks/workspaces@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'premium'
  }
  properties: {
    managedResourceGroupId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-dbw-managed'
    publicNetworkAccess: 'Disabled'
    requiredNsgRules: 'NoAzureDatabricksRules'
  }
}

resource fail1 'Microsoft.Databricks/workspaces@2024-05-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'premium'
  }
  properties: {
    managedResourceGroupId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-dbw-managed'
  }
}
