@secure()
param pw string = newGuid()

resource passname 'Microsoft.Compute/virtualMachines@2023-09-01' = {
  location: 'eastus'
  name: 'passname'
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

resource failadministrator 'Microsoft.Compute/virtualMachines@2023-09-01' = {
  location: 'eastus'
  name: 'failadministrator'
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
      adminUsername: 'Administrator'
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

resource failroot 'Microsoft.Compute/virtualMachines@2023-09-01' = {
  location: 'eastus'
  name: 'failroot'
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
      adminUsername: 'root'
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
