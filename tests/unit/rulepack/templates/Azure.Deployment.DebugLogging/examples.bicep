module passmodule 'modules/empty.bicep' = {
  name: 'passmodule'
}

resource failrequest 'Microsoft.Resources/deployments@2022-09-01' = {
  name: 'failrequest'
  properties: {
    mode: 'Incremental'
    debugSetting: {
      detailLevel: 'requestContent'
    }
    expressionEvaluationOptions: {
      scope: 'inner'
    }
    template: {
      '$schema': 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#'
      contentVersion: '1.0.0.0'
      resources: []
    }
  }
}
