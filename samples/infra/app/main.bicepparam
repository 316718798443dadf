using 'main.bicep'

param workload = 'contoso'
param environment = 'dev'
param sqlAdminPassword = readEnvironmentVariable('SQL_ADMIN_PASSWORD', 'change-me-in-ci')
