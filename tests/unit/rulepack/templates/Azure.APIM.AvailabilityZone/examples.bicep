resource pass1 'Microsoft.ApiManagement/service@2024-05-01' = {
  name: 'pass1'
  location: 'eastus'
  sku: {
    name: 'Premium'
    capacity: 2
  }
  properties: {
    publisherEmail: 'api@contoso.com'
    publisherName: 'Contoso'
  }
  zones: [
    '1'
    '2'
  ]
}

resource fail1 'Microsoft.ApiManagement/service@2024-05-01' = {
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
