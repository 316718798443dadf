// A Bicep module always passes its values as parameters of an inner-scope template.
module passmodule 'modules/empty.bicep' = {
  name: 'passmodule'
}

// A deployment resource written by hand with an inline template and the default (outer) scope.
resource failouter 'Microsoft.Resources/deployments@2022-09-01' = {
  name: 'failouter'
  properties: {
    mode: 'Incremental'
    template: {
      '$schema': 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#'
      contentVersion: '1.0.0.0'
      resources: []
    }
  }
}
