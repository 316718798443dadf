module passnodefault 'modules/nodefault.bicep' = {
  name: 'passnodefault'
  params: {
    adminPassword: 'Example-Passw0rd!'
  }
}

module passgenerated 'modules/generated.bicep' = {
  name: 'passgenerated'
}

module failliteral 'modules/literal.bicep' = {
  name: 'failliteral'
}
