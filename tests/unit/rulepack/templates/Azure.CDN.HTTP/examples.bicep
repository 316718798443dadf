resource parent 'Microsoft.Cdn/profiles@2024-02-01' = {
  name: 'parent'
  location: 'global'
  sku: {
    name: 'Standard_Microsoft'
  }
  tags: {
    expect: 'parent'
  }
}

resource pass1 'Microsoft.Cdn/profiles/endpoints@2024-02-01' = {
  name: 'parent/pass1'
  location: 'global'
  properties: {
    origins: [
      {
        name: 'origin1'
        properties: {
          hostName: 'www.contoso.com'
        }
      }
    ]
    isHttpAllowed: false
  }
}

resource fail1 'Microsoft.Cdn/profiles/endpoints@2024-02-01' = {
  name: 'parent/fail1'
  location: 'global'
  properties: {
    origins: [
      {
        name: 'origin1'
        properties: {
          hostName: 'www.contoso.com'
        }
      }
    ]
  }
}

resource fail2 'Microsoft.Cdn/profiles/endpoints@2024-02-01' = {
  name: 'parent/fail2'
  location: 'global'
  properties: {
    origins: [
      {
        name: 'origin1'
        properties: {
          hostName: 'www.contoso.com'
        }
      }
    ]
    isHttpAllowed: true
  }
}
