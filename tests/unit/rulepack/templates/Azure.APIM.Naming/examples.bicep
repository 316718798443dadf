resource apim_web_prod_001 'Microsoft.ApiManagement/service@2023-05-01-preview' = {
  name: 'apim-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Premium'
    capacity: 2
  }
  properties: {
    publisherEmail: 'api@contoso.com'
    publisherName: 'Contoso'
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.ApiManagement/service@2023-05-01-preview' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Premium'
    capacity: 2
  }
  properties: {
    publisherEmail: 'api@contoso.com'
    publisherName: 'Contoso'
  }
  tags: {
    expect: 'fail'
  }
}
