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
}

resource pass2 'Microsoft.ApiManagement/service@2024-05-01' = {
  name: 'pass2'
  location: 'eastus'
  sku: {
    name: 'Premium'
    capacity: 2
  }
  properties: {
    publisherEmail: 'api@contoso.com'
    publisherName: 'Contoso'
    customProperties: {
      'Microsoft.WindowsAzure.ApiManagement.Gateway.Security.Protocols.Tls10': 'false'
    }
  }
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
    customProperties: {
      'Microsoft.WindowsAzure.ApiManagement.Gateway.Security.Protocols.Tls11': 'true'
    }
  }
}
