// Each module deployment is a deployment target; its name says what the rule should conclude.

module passsecure 'modules/secure.bicep' = {
  name: 'passsecure'
  params: {
    adminPassword: 'Example-Passw0rd!'
    storageAccountKey: 'abc'
    adminUsername: 'azureops'
  }
}

// Names, lengths and public keys of secrets are not secrets.
module passnames 'modules/names.bicep' = {
  name: 'passnames'
  params: {
    keyVaultSecretName: 'db-password'
    passwordLength: 24
    sshPublicKey: 'ssh-rsa AAAA'
    tokenLifetime: 'PT1H'
  }
}

resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'kv'
  scope: resourceGroup('shared')
}

module passkeyvault 'modules/keyvault.bicep' = {
  name: 'passkeyvault'
  params: {
    sqlPassword: kv.getSecret('sql')
  }
}

module failpassword 'modules/password.bicep' = {
  name: 'failpassword'
  params: {
    adminPassword: 'Example-Passw0rd!'
  }
}

module failtoken 'modules/token.bicep' = {
  name: 'failtoken'
  params: {
    apiToken: 't0k3n'
    location: 'eastus'
  }
}

module failsecretobject 'modules/secretobject.bicep' = {
  name: 'failsecretobject'
  params: {
    clientSecrets: {
      app1: 's3cr3t'
    }
  }
}
