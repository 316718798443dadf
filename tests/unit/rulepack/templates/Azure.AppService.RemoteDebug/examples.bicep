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
  }
}

resource passoff 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'passoff'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    siteConfig: {
      remoteDebuggingEnabled: false
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
      remoteDebuggingEnabled: true
      remoteDebuggingVersion: 'VS2022'
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
    remoteDebuggingEnabled: true
  }
}
