resource fd 'Microsoft.Cdn/profiles@2023-05-01' = {
  location: 'global'
  name: 'fd'
  sku: {
    name: 'Standard_AzureFrontDoor'
  }
  properties: {}
}

resource passdefault 'Microsoft.Cdn/profiles/customDomains@2023-05-01' = {
  name: 'fd/passdefault'
  properties: {
    hostName: 'passdefault.example.com'
    tlsSettings: {
      certificateType: 'ManagedCertificate'
    }
  }
}

resource passtls12 'Microsoft.Cdn/profiles/customDomains@2023-05-01' = {
  name: 'fd/passtls12'
  properties: {
    hostName: 'passtls12.example.com'
    tlsSettings: {
      certificateType: 'ManagedCertificate'
      minimumTlsVersion: 'TLS12'
    }
  }
}

resource failtls10 'Microsoft.Cdn/profiles/customDomains@2023-05-01' = {
  name: 'fd/failtls10'
  properties: {
    hostName: 'failtls10.example.com'
    tlsSettings: {
      certificateType: 'ManagedCertificate'
      minimumTlsVersion: 'TLS10'
    }
  }
}
