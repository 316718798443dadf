resource plan1 'Microsoft.Web/serverfarms@2022-09-01' = {
  name: 'plan1'
  location: 'eastus'
  sku: {
    name: 'P1v3'
  }
  properties: {}
}

resource id1 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' = {
  name: 'id1'
  location: 'eastus'
}

resource passsystem 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'passsystem'
  kind: 'app'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
  }
}

resource passuser 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'passuser'
  kind: 'functionapp'
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: {
      '[resourceId(\'Microsoft.ManagedIdentity/userAssignedIdentities\', \'id1\')]': {}
    }
  }
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
  }
}

resource failnone 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'failnone'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
  }
}

resource failexplicitnone 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'failexplicitnone'
  kind: 'app'
  identity: {
    type: 'None'
  }
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
  }
}
