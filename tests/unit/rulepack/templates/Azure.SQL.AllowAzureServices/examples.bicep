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

resource passoffice 'Microsoft.Sql/servers/firewallRules@2023-08-01-preview' = {
  name: 'pass1parent/passoffice'
  properties: {
    startIpAddress: '203.0.113.10'
    endIpAddress: '203.0.113.20'
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

resource failazure 'Microsoft.Sql/servers/firewallRules@2023-08-01-preview' = {
  name: 'fail1parent/failazure'
  properties: {
    startIpAddress: '0.0.0.0'
    endIpAddress: '0.0.0.0'
  }
}
