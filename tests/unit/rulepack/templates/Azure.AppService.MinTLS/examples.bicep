resource plan1 'Microsoft.Web/serverfarms@2022-09-01' = {
  name: 'plan1'
  location: 'eastus'
  sku: {
    name: 'P1v3'
  }
  properties: {}
}

resource passdefault 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'passdefault'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    httpsOnly: true
  }
}

resource passexplicit 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'passexplicit'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    siteConfig: {
      minTlsVersion: '1.2'
    }
  }
}

resource failinline 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'failinline'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    siteConfig: {
      minTlsVersion: '1.0'
    }
  }
}

resource failchild 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'failchild'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
  }
}

resource web 'Microsoft.Web/sites/config@2022-09-01' = {
  name: 'failchild/web'
  properties: {
    minTlsVersion: '1.1'
  }
}

resource unknowntls 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'unknowntls'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    siteConfig: {
      minTlsVersion: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.tls
    }
  }
}
