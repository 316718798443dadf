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

resource passdefault 'Microsoft.Sql/servers/databases@2023-08-01-preview' = {
  name: 'pass1parent/passdefault'
  location: 'eastus'
  sku: {
    name: 'GP_Gen5_2'
    tier: 'GeneralPurpose'
  }
}

resource pass2parent 'Microsoft.Sql/servers@2023-08-01-preview' = {
  name: 'pass2parent'
  location: 'eastus'
  properties: {
    minimalTlsVersion: '1.2'
  }
  tags: {
    expect: 'parent'
  }
}

resource passzone 'Microsoft.Sql/servers/databases@2023-08-01-preview' = {
  name: 'pass2parent/passzone'
  location: 'eastus'
  sku: {
    name: 'GP_Gen5_2'
    tier: 'GeneralPurpose'
  }
  properties: {
    requestedBackupStorageRedundancy: 'Zone'
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

resource faillocal 'Microsoft.Sql/servers/databases@2023-08-01-preview' = {
  name: 'fail1parent/faillocal'
  location: 'eastus'
  sku: {
    name: 'GP_Gen5_2'
    tier: 'GeneralPurpose'
  }
  properties: {
    requestedBackupStorageRedundancy: 'Local'
  }
}
