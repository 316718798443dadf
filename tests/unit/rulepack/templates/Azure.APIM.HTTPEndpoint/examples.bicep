resource parent 'Microsoft.ApiManagement/service@2024-05-01' = {
  name: 'parent'
  location: 'eastus'
  sku: {
    name: 'Developer'
    capacity: 1
  }
  properties: {
    publisherEmail: 'api@contoso.com'
    publisherName: 'Contoso'
  }
  tags: {
    expect: 'parent'
  }
}

resource pass1 'Microsoft.ApiManagement/service/apis@2024-05-01' = {
  name: 'parent/pass1'
  properties: {
    displayName: 'Orders'
    path: 'orders'
    protocols: [
      'https'
    ]
  }
}

resource fail1 'Microsoft.ApiManagement/service/apis@2024-05-01' = {
  name: 'parent/fail1'
  properties: {
    displayName: 'Orders'
    path: 'orders'
    protocols: [
      'http'
      'https'
    ]
  }
}
