@secure()
param pw string

output password string = pw
