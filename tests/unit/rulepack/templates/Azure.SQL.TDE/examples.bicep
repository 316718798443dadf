@secure()
param pw string = newGuid()

resource server1 'Microsoft.Sql/servers@2023-05-01-preview' = {
  location: 'eastus'
  name: 'server1'
  properties: {
    administratorLogin: 'sqladmin'
    administratorLoginPassword: pw
    minimalTlsVersion: '1.2'
  }
}

resource db1 'Microsoft.Sql/servers/databases@2023-05-01-preview' = {
  name: 'server1/db1'
  location: 'eastus'
  sku: {
    name: 'S0'
  }
  properties: {}
}

resource db2 'Microsoft.Sql/servers/databases@2023-05-01-preview' = {
  name: 'server1/db2'
  location: 'eastus'
  sku: {
    name: 'S0'
  }
  properties: {}
}

resource current 'Microsoft.Sql/servers/databases/transparentDataEncryption@2023-05-01-preview' = {
  name: 'server1/db1/current'
  tags: {
    expect: 'pass'
  }
  properties: {
    state: 'Enabled'
  }
}

resource current2 'Microsoft.Sql/servers/databases/transparentDataEncryption@2023-05-01-preview' = {
  name: 'server1/db2/current'
  tags: {
    expect: 'fail'
  }
  properties: {
    state: 'Disabled'
  }
}
