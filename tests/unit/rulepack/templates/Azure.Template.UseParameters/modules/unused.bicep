param prefix string
param skuName string = 'Standard_LRS'

output name string = prefix
