param prefix string
param location string = resourceGroup().location

output name string = '${prefix}-app-${location}'
