resource plan1 'Microsoft.Web/serverfarms@2022-09-01' = {
  name: 'plan1'
  location: 'eastus'
  sku: {
    name: 'P1v3'
  }
  properties: {}
}

resource passdisabled 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'passdisabled'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    siteConfig: {
      ftpsState: 'Disabled'
    }
  }
}

resource passchild 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'passchild'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
  }
}

resource web 'Microsoft.Web/sites/config@2022-09-01' = {
  name: 'passchild/web'
  properties: {
    ftpsState: 'FtpsOnly'
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

resource failallallowed 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'failallallowed'
  kind: 'functionapp'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    siteConfig: {
      ftpsState: 'AllAllowed'
    }
  }
}

resource failoverridden 'Microsoft.Web/sites@2022-09-01' = {
  location: 'eastus'
  name: 'failoverridden'
  kind: 'app'
  properties: {
    serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan1')
    siteConfig: {
      ftpsState: 'Disabled'
    }
  }
}

resource web2 'Microsoft.Web/sites/config@2022-09-01' = {
  name: 'failoverridden/web'
  properties: {
    ftpsState: 'AllAllowed'
  }
}
