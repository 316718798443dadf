module passused 'modules/used.bicep' = {
  name: 'passused'
  params: {
    prefix: 'web'
  }
}

// skuName is declared but never read.
module failunused 'modules/unused.bicep' = {
  name: 'failunused'
  params: {
    prefix: 'web'
  }
}
