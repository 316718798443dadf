resource pass1parent 'Microsoft.DataFactory/factories@2018-06-01' = {
  name: 'pass1parent'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {}
  tags: {
    expect: 'parent'
  }
}

resource passkeyvault 'Microsoft.DataFactory/factories/linkedservices@2018-06-01' = {
  name: 'pass1parent/passkeyvault'
  properties: {
    type: 'AzureSqlDatabase'
    typeProperties: {
      connectionString: 'Server=tcp:sql.database.windows.net;Database=db'
      password: {
        type: 'AzureKeyVaultSecret'
        store: {
          referenceName: 'kv'
          type: 'LinkedServiceReference'
        }
        secretName: 'sql-password'
      }
    }
  }
}

resource fail1parent 'Microsoft.DataFactory/factories@2018-06-01' = {
  name: 'fail1parent'
  location: 'eastus'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {}
  tags: {
    expect: 'parent'
  }
}

resource failinline 'Microsoft.DataFactory/factories/linkedservices@2018-06-01' = {
  name: 'fail1parent/failinline'
  properties: {
    type: 'AzureSqlDatabase'
    typeProperties: {
      connectionString: {
        type: 'SecureString'
        value: 'Server=tcp:sql.database.windows.net;Database=db;User ID=app;Password=Example-Passw0rd'
      }
    }
  }
}
