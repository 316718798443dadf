resource sql_web_prod_001 'Microsoft.Sql/servers@2023-08-01-preview' = {
  name: 'sql-web-prod-001'
  location: 'eastus'
  properties: {
    minimalTlsVersion: '1.2'
  }
  tags: {
    expect: 'pass'
  }
}

resource web_prod_001 'Microsoft.Sql/servers@2023-08-01-preview' = {
  name: 'web-prod-001'
  location: 'eastus'
  properties: {
    minimalTlsVersion: '1.2'
  }
  tags: {
    expect: 'fail'
  }
}
