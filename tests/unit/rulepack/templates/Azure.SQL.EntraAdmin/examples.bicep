@secure()
param pw string = newGuid()

resource passinline 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'passinline'
  properties: {
    minimalTlsVersion: '1.2'
    administrators: {
      administratorType: 'ActiveDirectory'
      login: 'sql-admins'
      sid: '11111111-1111-1111-1111-111111111111'
      tenantId: subscription().tenantId
      principalType: 'Group'
      azureADOnlyAuthentication: true
    }
  }
}

resource passchild 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'passchild'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: '1.2'
  }
}

resource ActiveDirectory 'Microsoft.Sql/servers/administrators@2023-05-01-preview' = {
  name: 'passchild/ActiveDirectory'
  properties: {
    administratorType: 'ActiveDirectory'
    login: 'sql-admins'
    sid: '11111111-1111-1111-1111-111111111111'
    tenantId: subscription().tenantId
  }
}

resource failsqlonly 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'failsqlonly'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: '1.2'
  }
}
