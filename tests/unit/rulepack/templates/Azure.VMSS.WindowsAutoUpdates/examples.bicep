@secure()
param pw string = newGuid()

resource passdefault 'Microsoft.Compute/virtualMachineScaleSets@2023-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  name: 'passdefault'
  properties: {
    upgradePolicy: {
      mode: 'Automatic'
    }
    virtualMachineProfile: {
      networkProfile: {
        networkInterfaceConfigurations: [
          {
            name: 'nic'
            properties: {
              primary: true
              ipConfigurations: [
                {
                  name: 'ip'
                  properties: {
                    subnet: {
                      id: resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet', 'app')
                    }
                  }
                }
              ]
            }
          }
        ]
      }
      storageProfile: {
        imageReference: {
          publisher: 'MicrosoftWindowsServer'
          offer: 'WindowsServer'
          sku: '2022-datacenter-azure-edition'
          version: 'latest'
        }
        osDisk: {
          createOption: 'FromImage'
          managedDisk: {
            storageAccountType: 'Premium_LRS'
          }
        }
      }
      osProfile: {
        computerNamePrefix: 'vm'
        adminUsername: 'azureops'
        adminPassword: pw
        windowsConfiguration: {}
      }
    }
  }
}

resource failoff 'Microsoft.Compute/virtualMachineScaleSets@2023-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  name: 'failoff'
  properties: {
    upgradePolicy: {
      mode: 'Automatic'
    }
    virtualMachineProfile: {
      networkProfile: {
        networkInterfaceConfigurations: [
          {
            name: 'nic'
            properties: {
              primary: true
              ipConfigurations: [
                {
                  name: 'ip'
                  properties: {
                    subnet: {
                      id: resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet', 'app')
                    }
                  }
                }
              ]
            }
          }
        ]
      }
      storageProfile: {
        imageReference: {
          publisher: 'MicrosoftWindowsServer'
          offer: 'WindowsServer'
          sku: '2022-datacenter-azure-edition'
          version: 'latest'
        }
        osDisk: {
          createOption: 'FromImage'
          managedDisk: {
            storageAccountType: 'Premium_LRS'
          }
        }
      }
      osProfile: {
        computerNamePrefix: 'vm'
        adminUsername: 'azureops'
        adminPassword: pw
        windowsConfiguration: {
          enableAutomaticUpdates: false
        }
      }
    }
  }
}
