resource pass1 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: 'pass1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: 90
  }
}

resource fail1 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: 'fail1'
  location: 'eastus'
  properties: {
    sku: {
      name: 'CapacityReservation'
      capacityReservationLevel: 500
    }
    retentionInDays: 90
  }
}
