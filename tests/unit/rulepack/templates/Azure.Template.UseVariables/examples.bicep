module passused 'modules/used.bicep' = {
  name: 'passused'
}

module failunused 'modules/unused.bicep' = {
  name: 'failunused'
}
