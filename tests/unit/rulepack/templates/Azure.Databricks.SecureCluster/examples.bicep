resource pass1 'Microsoft.Databricks/workspaces@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'premium'
  }
  properties: {
    managedResourceGroupId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-dbw-managed'
  }
}

resource pass2 'Microsoft.Databricks/workspaces@2023-02-01' = {
  name: 'pass2'
  location: 'eastus'
  sku: {
    name: 'premium'
  }
  properties: {
    managedResourceGroupId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-dbw-managed'
    parameters: {
      enableNoPublicIp: {
        value: true
      }
    }
  }
}

resource fail1 'Microsoft.Databricks/workspaces@2023-02-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'premium'
  }
  properties: {
    managedResourceGroupId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-dbw-managed'
  }
}

resource fail2 'Microsoft.Databricks/workspaces@2024-05-01' = {
  name: 'fail2'
  location: 'eastus'
  sku: {
    name: 'premium'
  }
  properties: {
    managedResourceGroupId: '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-dbw-managed'
    parameters: {
      enableNoPublicIp: {
        value: false
      }
    }
  }
}
