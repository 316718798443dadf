@secure()
param pw string

@secure()
output password string = pw
