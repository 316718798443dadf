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

resource passoffice 'Microsoft.Sql/servers/firewallRules@2023-05-01-preview' = {
  name: 'server1/passoffice'
  properties: {
    startIpAddress: '203.0.113.0'
    endIpAddress: '203.0.113.255'
  }
}

resource passAllowAllWindowsAzureIps 'Microsoft.Sql/servers/firewallRules@2023-05-01-preview' = {
  name: 'server1/passAllowAllWindowsAzureIps'
  properties: {
    startIpAddress: '0.0.0.0'
    endIpAddress: '0.0.0.0'
  }
}

resource failAllowAll 'Microsoft.Sql/servers/firewallRules@2023-05-01-preview' = {
  name: 'server1/failAllowAll'
  properties: {
    startIpAddress: '0.0.0.0'
    endIpAddress: '255.255.255.255'
  }
}
