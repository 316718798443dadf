@secure()
param pw string

output endpoint string = 'https://example.blob.${environment().suffixes.storage}/'
output pwLength int = length(pw)
