resource fd 'Microsoft.Cdn/profiles@2023-05-01' = {
  location: 'global'
  name: 'fd'
  sku: {
    name: 'Standard_AzureFrontDoor'
  }
  properties: {}
}

resource web 'Microsoft.Cdn/profiles/afdEndpoints@2023-05-01' = {
  name: 'fd/web'
  location: 'global'
  properties: {}
}

resource passredirect 'Microsoft.Cdn/profiles/afdEndpoints/routes@2023-05-01' = {
  name: 'fd/web/passredirect'
  properties: {
    originGroup: {
      id: resourceId('Microsoft.Cdn/profiles/originGroups', 'fd', 'origins')
    }
    httpsRedirect: 'Enabled'
  }
}

resource passhttpsonly 'Microsoft.Cdn/profiles/afdEndpoints/routes@2023-05-01' = {
  name: 'fd/web/passhttpsonly'
  properties: {
    originGroup: {
      id: resourceId('Microsoft.Cdn/profiles/originGroups', 'fd', 'origins')
    }
    supportedProtocols: [
      'Https'
    ]
  }
}

resource faildefault 'Microsoft.Cdn/profiles/afdEndpoints/routes@2023-05-01' = {
  name: 'fd/web/faildefault'
  properties: {
    originGroup: {
      id: resourceId('Microsoft.Cdn/profiles/originGroups', 'fd', 'origins')
    }
  }
}

resource failboth 'Microsoft.Cdn/profiles/afdEndpoints/routes@2023-05-01' = {
  name: 'fd/web/failboth'
  properties: {
    originGroup: {
      id: resourceId('Microsoft.Cdn/profiles/originGroups', 'fd', 'origins')
    }
    supportedProtocols: [
      'Http'
      'Https'
    ]
    httpsRedirect: 'Disabled'
  }
}
