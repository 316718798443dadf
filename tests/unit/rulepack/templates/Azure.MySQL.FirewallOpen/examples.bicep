resource pass1parent 'Microsoft.DBforMySQL/flexibleServers@2023-12-30' = {
  name: 'pass1parent'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v4'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '8.0.21'
  }
  tags: {
    expect: 'parent'
  }
}

resource passoffice 'Microsoft.DBforMySQL/flexibleServers/firewallRules@2023-12-30' = {
  name: 'pass1parent/passoffice'
  properties: {
    startIpAddress: '203.0.113.10'
    endIpAddress: '203.0.113.20'
  }
}

resource fail1parent 'Microsoft.DBforMySQL/flexibleServers@2023-12-30' = {
  name: 'fail1parent'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v4'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '8.0.21'
  }
  tags: {
    expect: 'parent'
  }
}

resource failall 'Microsoft.DBforMySQL/flexibleServers/firewallRules@2023-12-30' = {
  name: 'fail1parent/failall'
  properties: {
    startIpAddress: '0.0.0.0'
    endIpAddress: '255.255.255.255'
  }
}
