@secure()
param pw string = newGuid()

resource passsshkey 'Microsoft.Compute/virtualMachineScaleSets@2023-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  name: 'passsshkey'
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
          publisher: 'Canonical'
          offer: '0001-com-ubuntu-server-jammy'
          sku: '22_04-lts-gen2'
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
        linuxConfiguration: {
          disablePasswordAuthentication: true
          ssh: {
            publicKeys: [
              {
                path: '/home/azureops/.ssh/authorized_keys'
                keyData: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 ops@example'
              }
            ]
          }
        }
      }
    }
  }
}

resource failpassword 'Microsoft.Compute/virtualMachineScaleSets@2023-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  name: 'failpassword'
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
          publisher: 'Canonical'
          offer: '0001-com-ubuntu-server-jammy'
          sku: '22_04-lts-gen2'
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
        linuxConfiguration: {
          disablePasswordAuthentication: false
        }
      }
    }
  }
}

resource windowsset 'Microsoft.Compute/virtualMachineScaleSets@2023-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  name: 'windowsset'
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

resource failnullconfig 'Microsoft.Compute/virtualMachineScaleSets@2023-09-01' = {
  location: 'eastus'
  sku: {
    name: 'Standard_D2s_v5'
    capacity: 2
  }
  name: 'failnullconfig'
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
          publisher: 'Canonical'
          offer: '0001-com-ubuntu-server-jammy'
          sku: '22_04-lts-gen2'
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
        linuxConfiguration: null
      }
    }
  }
}
