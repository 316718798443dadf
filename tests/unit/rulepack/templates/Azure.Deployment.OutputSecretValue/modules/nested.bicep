@secure()
param pw string

output settings object = {
  user: 'azureops'
  password: pw
}
