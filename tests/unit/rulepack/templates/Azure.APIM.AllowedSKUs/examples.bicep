resource pass1 'Microsoft.ApiManagement/service@2023-05-01-preview' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'StandardV2'
    capacity: 1
  }
  properties: {
    publisherEmail: 'api@contoso.com'
    publisherName: 'Contoso'
  }
}

resource fail1 'Microsoft.ApiManagement/service@2023-05-01-preview' = {
  name: 'fail1'
  location: 'eastus'
  sku: {
    name: 'Premium'
    capacity: 2
  }
  properties: {
    publisherEmail: 'api@contoso.com'
    publisherName: 'Contoso'
  }
}
