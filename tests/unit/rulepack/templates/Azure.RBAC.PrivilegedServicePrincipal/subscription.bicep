targetScope = 'subscription'

resource r 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(subscription().id, 'pass-reader')
  properties: {
    description: 'expect: pass (reader)'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', 'acdd72a7-3385-48ef-bd42-f6fdbab8eb8f')
    principalId: '33333333-3333-3333-3333-333333333333'
    principalType: 'ServicePrincipal'
  }
}

resource r2 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(subscription().id, 'pass-usergroup')
  properties: {
    description: 'expect: pass (usergroup)'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '8e3af657-a8ff-443c-a75c-2fe8c4bcb635')
    principalId: '33333333-3333-3333-3333-333333333333'
    principalType: 'Group'
  }
}

resource r3 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(subscription().id, 'fail-owner')
  properties: {
    description: 'expect: fail (owner)'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '8e3af657-a8ff-443c-a75c-2fe8c4bcb635')
    principalId: '33333333-3333-3333-3333-333333333333'
    principalType: 'ServicePrincipal'
  }
}

resource r4 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(subscription().id, 'fail-contributor')
  properties: {
    description: 'expect: fail (contributor)'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', 'b24988ac-6180-42a0-ab88-20f7382dd24c')
    principalId: '33333333-3333-3333-3333-333333333333'
    principalType: 'ServicePrincipal'
  }
}

resource r5 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(subscription().id, 'fail-uaa')
  properties: {
    description: 'expect: fail (uaa)'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '18d7d88d-d35e-4fb5-a5c3-7773c20a72d9')
    principalId: '33333333-3333-3333-3333-333333333333'
    principalType: 'ServicePrincipal'
  }
}

resource r6 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(subscription().id, 'unknown-principaltype')
  properties: {
    description: 'expect: unknown (principaltype)'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', 'b24988ac-6180-42a0-ab88-20f7382dd24c')
    principalId: '33333333-3333-3333-3333-333333333333'
  }
}
