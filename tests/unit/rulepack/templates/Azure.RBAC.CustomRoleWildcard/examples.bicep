resource r 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
  name: guid(subscription().id, 'storage-reader')
  properties: {
    roleName: 'storage-reader'
    description: 'expect: pass'
    type: 'CustomRole'
    permissions: [
      {
        actions: [
          'Microsoft.Storage/storageAccounts/read'
          'Microsoft.Storage/storageAccounts/blobServices/containers/read'
        ]
        notActions: []
        dataActions: []
      }
    ]
    assignableScopes: [
      subscription().id
    ]
  }
}

resource r2 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
  name: guid(subscription().id, 'everything')
  properties: {
    roleName: 'everything'
    description: 'expect: fail'
    type: 'CustomRole'
    permissions: [
      {
        actions: [
          '*'
        ]
        notActions: []
        dataActions: []
      }
    ]
    assignableScopes: [
      subscription().id
    ]
  }
}

resource r3 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
  name: guid(subscription().id, 'all-data')
  properties: {
    roleName: 'all-data'
    description: 'expect: fail'
    type: 'CustomRole'
    permissions: [
      {
        actions: [
          'Microsoft.Storage/storageAccounts/read'
        ]
        notActions: []
        dataActions: [
          '*'
        ]
      }
    ]
    assignableScopes: [
      subscription().id
    ]
  }
}
