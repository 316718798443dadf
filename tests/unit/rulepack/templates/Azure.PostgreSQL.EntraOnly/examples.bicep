resource pass1 'Microsoft.DBforPostgreSQL/flexibleServers@2024-08-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v5'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '16'
    storage: {
      storageSizeGB: 128
    }
    authConfig: {
      activeDirectoryAuth: 'Enabled'
      passwordAuth: 'Disabled'
    }
  }
}

resource fail1 'Microsoft.DBforPostgreSQL/flexibleServers@2024-08-01' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v5'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '16'
    storage: {
      storageSizeGB: 128
    }
  }
}

resource fail2 'Microsoft.DBforPostgreSQL/flexibleServers@2024-08-01' = {
  name: 'fail2'
  location: 'eastus'
  sku: {
    name: 'Standard_D2ds_v5'
    tier: 'GeneralPurpose'
  }
  properties: {
    version: '16'
    storage: {
      storageSizeGB: 128
    }
    authConfig: {
      activeDirectoryAuth: 'Enabled'
      passwordAuth: 'Enabled'
    }
  }
}
