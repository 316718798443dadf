resource passapp 'Microsoft.Web/sites@2023-12-01' = {
  name: 'passapp'
  location: 'eastus'
  kind: 'app'
  properties: {
    httpsOnly: true
  }
  tags: {
    expect: 'parent'
  }
}

resource scm 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2023-12-01' = {
  name: 'passapp/scm'
  properties: {
    allow: false
  }
}

resource failapp 'Microsoft.Web/sites@2023-12-01' = {
  name: 'failapp'
  location: 'eastus'
  kind: 'app'
  properties: {
    httpsOnly: true
  }
  tags: {
    expect: 'parent'
  }
}

resource ftp 'Microsoft.Web/sites/basicPublishingCredentialsPolicies@2023-12-01' = {
  name: 'failapp/ftp'
  properties: {
    allow: true
  }
}
