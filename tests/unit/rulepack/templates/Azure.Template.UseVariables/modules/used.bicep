var suffix = uniqueString(resourceGroup().id)
var name = 'app${suffix}'

output name string = name
