resource avail_web_prod_001 'Microsoft.Compute/availabilitySets@2024-07-01' = {
  name: 'avail-web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Aligned'
  }
  properties: {
    platformFaultDomainCount: 2
    platformUpdateDomainCount: 5
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Compute/availabilitySets@2024-07-01' = {
  name: 'web-prod-001'
  location: 'eastus'
  sku: {
    name: 'Aligned'
  }
  properties: {
    platformFaultDomainCount: 2
    platformUpdateDomainCount: 5
  }
  tags: {
    expect: 'fail'
  }
}
