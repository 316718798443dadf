param clientSecrets object

output count int = length(items(clientSecrets))
