resource plan1 'Microsoft.Web/serverfarms@2022-09-01' = {
  name: 'plan1'
  location: 'eastus'
  sku: {
    name: 'P1v3'
  }
  properties: {}
}

resource passhttps 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'passhttps'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    httpsOnly: true
  }
}

resource failunset 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'failunset'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
  }
}

resource failfunction 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'failfunction'
  kind: 'functionapp'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    httpsOnly: false
  }
}

resource unknownhttps 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'unknownhttps'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    httpsOnly: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.https
  }
}
