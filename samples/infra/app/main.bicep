// The web tier: an App Service plan and site, its storage (a module) and its key vault.
targetScope = 'resourceGroup'

@description('Short name of the workload, used in every resource name.')
@minLength(3)
@maxLength(11)
param workload string

@allowed(['dev', 'test', 'prod'])
param environment string

param location string = resourceGroup().location

@secure()
param sqlAdminPassword string

var suffix = uniqueString(resourceGroup().id, workload)

resource plan 'Microsoft.Web/serverfarms@2023-01-01' = {
  name: 'plan-${workload}-${environment}'
  location: location
  sku: { name: environment == 'prod' ? 'P1v3' : 'B1' }
  kind: 'linux'
  properties: { reserved: true }
}

resource site 'Microsoft.Web/sites@2023-01-01' = {
  name: 'app-${workload}-${environment}-${suffix}'
  location: location
  identity: { type: 'SystemAssigned' }
  properties: {
    serverFarmId: plan.id
    httpsOnly: environment == 'prod'
    siteConfig: {
      linuxFxVersion: 'DOTNETCORE|8.0'
      minTlsVersion: '1.2'
      ftpsState: 'FtpsOnly'
      appSettings: [
        { name: 'STORAGE_ACCOUNT', value: storage.outputs.accountName }
        { name: 'KEY_VAULT_URI', value: vault.properties.vaultUri }
      ]
    }
  }
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'kv-${workload}-${take(suffix, 6)}'
  location: location
  properties: {
    tenantId: subscription().tenantId
    sku: { family: 'A', name: 'standard' }
    enableRbacAuthorization: true
    enableSoftDelete: true
    networkAcls: { defaultAction: 'Deny', bypass: 'AzureServices' }
  }
}

resource sqlPassword 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'sql-admin-password'
  properties: { value: sqlAdminPassword }
}

module storage 'modules/storage.bicep' = {
  name: 'storage-${environment}'
  params: {
    name: 'st${workload}${take(suffix, 8)}'
    location: location
    containers: ['uploads', 'reports']
  }
}

output siteHostName string = site.properties.defaultHostName
