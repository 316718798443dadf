resource pass1parent 'Microsoft.Sql/servers@2023-08-01-preview' = {
  name: 'pass1parent'
  location: 'eastus'
  properties: {
    minimalTlsVersion: '1.2'
  }
  tags: {
    expect: 'parent'
  }
}

resource passzones 'Microsoft.Sql/servers/databases@2023-08-01-preview' = {
  name: 'pass1parent/passzones'
  location: 'eastus'
  sku: {
    name: 'BC_Gen5_2'
    tier: 'BusinessCritical'
  }
  properties: {
    zoneRedundant: true
  }
}

resource fail1parent 'Microsoft.Sql/servers@2023-08-01-preview' = {
  name: 'fail1parent'
  location: 'eastus'
  properties: {
    minimalTlsVersion: '1.2'
  }
  tags: {
    expect: 'parent'
  }
}

resource failsingle 'Microsoft.Sql/servers/databases@2023-08-01-preview' = {
  name: 'fail1parent/failsingle'
  location: 'eastus'
  sku: {
    name: 'BC_Gen5_2'
    tier: 'BusinessCritical'
  }
}
