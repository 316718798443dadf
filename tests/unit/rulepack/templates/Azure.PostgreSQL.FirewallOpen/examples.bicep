resource pass1parent 'Microsoft.DBforPostgreSQL/flexibleServers@2024-08-01' = {
  name: 'pass1parent'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v5'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '16'
  }
  tags: {
    expect: 'parent'
  }
}

resource passoffice 'Microsoft.DBforPostgreSQL/flexibleServers/firewallRules@2024-08-01' = {
  name: 'pass1parent/passoffice'
  properties: {
    startIpAddress: '203.0.113.10'
    endIpAddress: '203.0.113.20'
  }
}

resource fail1parent 'Microsoft.DBforPostgreSQL/flexibleServers@2024-08-01' = {
  name: 'fail1parent'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v5'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '16'
  }
  tags: {
    expect: 'parent'
  }
}

resource failall 'Microsoft.DBforPostgreSQL/flexibleServers/firewallRules@2024-08-01' = {
  name: 'fail1parent/failall'
  properties: {
    startIpAddress: '0.0.0.0'
    endIpAddress: '255.255.255.255'
  }
}
