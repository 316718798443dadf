param apiToken string
param location string

output summary string = '${length(apiToken)} ${location}'
