param keyVaultSecretName string
param passwordLength int
param sshPublicKey string
param tokenLifetime string

output summary string = '${keyVaultSecretName} ${passwordLength} ${sshPublicKey} ${tokenLifetime}'
