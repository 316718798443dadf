resource id_web_prod_001 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' = {
  name: 'id-web-prod-001'
  location: 'eastus'
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' = {
  name: 'web-prod-001'
  location: 'eastus'
  tags: {
    expect: 'fail'
  }
}
