resource r 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(resourceGroup().id, 'rg-owner')
  properties: {
    description: 'Owner on a resource group only: not in scope of the rule'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '8e3af657-a8ff-443c-a75c-2fe8c4bcb635')
    principalId: '33333333-3333-3333-3333-333333333333'
    principalType: 'ServicePrincipal'
  }
}
