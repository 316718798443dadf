@secure()
param pw string = newGuid()

resource passaudited 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'passaudited'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: '1.2'
  }
}

resource default 'Microsoft.Sql/servers/auditingSettings@2023-05-01-preview' = {
  name: 'passaudited/default'
  properties: {
    state: 'Enabled'
    isAzureMonitorTargetEnabled: true
  }
}

resource failnoaudit 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'failnoaudit'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: '1.2'
  }
}

resource failauditoff 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'failauditoff'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: '1.2'
  }
}

resource default2 'Microsoft.Sql/servers/auditingSettings@2023-05-01-preview' = {
  name: 'failauditoff/default'
  properties: {
    state: 'Disabled'
  }
}
