resource pass1 'Microsoft.Web/sites@2023-12-01' = {
  name: 'pass1'
  location: 'eastus'
  kind: 'app'
  properties: {
    httpsOnly: true
    siteConfig: {
      minTlsVersion: '1.2'
      healthCheckPath: '/healthz'
    }
  }
}

resource fail1 'Microsoft.Web/sites@2023-12-01' = {
  name: 'fail1'
  location: 'eastus'
  kind: 'app'
  properties: {
    httpsOnly: true
    siteConfig: {
      minTlsVersion: '1.2'
    }
  }
}
