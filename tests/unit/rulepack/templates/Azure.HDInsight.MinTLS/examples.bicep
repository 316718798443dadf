resource pass1 'Microsoft.HDInsight/clusters@2021-06-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    clusterVersion: '5.1'
    osType: 'Linux'
    clusterDefinition: {
      kind: 'spark'
    }
  }
}

resource pass2 'Microsoft.HDInsight/clusters@2021-06-01' = {
  name: 'pass2'
  location: 'eastus'
  properties: {
    clusterVersion: '5.1'
    osType: 'Linux'
    clusterDefinition: {
      kind: 'spark'
    }
    minSupportedTlsVersion: '1.2'
  }
}

resource fail1 'Microsoft.HDInsight/clusters@2021-06-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    clusterVersion: '5.1'
    osType: 'Linux'
    clusterDefinition: {
      kind: 'spark'
    }
    minSupportedTlsVersion: '1.0'
  }
}
