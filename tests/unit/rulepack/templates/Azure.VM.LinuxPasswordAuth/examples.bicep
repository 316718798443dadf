@secure()
param pw string = newGuid()

resource passsshkey 'Microsoft.Compute/virtualMachines@2023-09-01' = {
  location: 'eastus'
  name: 'passsshkey'
  properties: {
    hardwareProfile: {
      vmSize: 'Standard_D2s_v5'
    }
    networkProfile: {
      networkInterfaces: [
        {
          id: resourceId('Microsoft.Network/networkInterfaces', 'nic1')
        }
      ]
    }
    osProfile: {
      computerName: 'vm1'
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
  }
}

resource failpassword 'Microsoft.Compute/virtualMachines@2023-09-01' = {
  location: 'eastus'
  name: 'failpassword'
  properties: {
    hardwareProfile: {
      vmSize: 'Standard_D2s_v5'
    }
    networkProfile: {
      networkInterfaces: [
        {
          id: resourceId('Microsoft.Network/networkInterfaces', 'nic1')
        }
      ]
    }
    osProfile: {
      computerName: 'vm2'
      adminUsername: 'azureops'
      adminPassword: pw
      linuxConfiguration: {
        disablePasswordAuthentication: false
      }
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
  }
}

resource failnullconfig 'Microsoft.Compute/virtualMachines@2023-09-01' = {
  location: 'eastus'
  name: 'failnullconfig'
  properties: {
    hardwareProfile: {
      vmSize: 'Standard_D2s_v5'
    }
    networkProfile: {
      networkInterfaces: [
        {
          id: resourceId('Microsoft.Network/networkInterfaces', 'nic1')
        }
      ]
    }
    osProfile: {
      computerName: 'vm3'
      adminUsername: 'azureops'
      adminPassword: pw
      linuxConfiguration: null
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
  }
}

resource windowsvm 'Microsoft.Compute/virtualMachines@2023-09-01' = {
  location: 'eastus'
  name: 'windowsvm'
  properties: {
    hardwareProfile: {
      vmSize: 'Standard_D2s_v5'
    }
    networkProfile: {
      networkInterfaces: [
        {
          id: resourceId('Microsoft.Network/networkInterfaces', 'nic1')
        }
      ]
    }
    osProfile: {
      computerName: 'vm4'
      adminUsername: 'azureops'
      adminPassword: pw
      windowsConfiguration: {}
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
  }
}
