@secure()
param pw string = newGuid()

resource passtls12 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'passtls12'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: '1.2'
  }
}

resource passunset 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'passunset'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
  }
}

resource failtls11 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'failtls11'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: '1.1'
  }
}

resource failnone 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'failnone'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: 'None'
  }
}

resource unknowntls 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'unknowntls'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/shared/providers/Microsoft.Resources/deploymentScripts/settings', '2020-10-01').outputs.tls
  }
}
