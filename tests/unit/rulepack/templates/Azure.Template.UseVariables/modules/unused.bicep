var name = 'app'
var unusedSku = 'Standard_LRS'

output name string = name
