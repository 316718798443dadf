// Each module deployment is a deployment target; its name says what the rule should conclude.

module passplain 'modules/plain.bicep' = {
  name: 'passplain'
  params: {
    pw: 'Example-Passw0rd!'
  }
}

module passsecureoutput 'modules/secureoutput.bicep' = {
  name: 'passsecureoutput'
  params: {
    pw: 'Example-Passw0rd!'
  }
}

module passreference 'modules/reference.bicep' = {
  name: 'passreference'
  params: {
    adminPassword: 'Example-Passw0rd!'
  }
}

module failparameter 'modules/parameter.bicep' = {
  name: 'failparameter'
  params: {
    pw: 'Example-Passw0rd!'
  }
}

module failkeys 'modules/keys.bicep' = {
  name: 'failkeys'
}

module failnested 'modules/nested.bicep' = {
  name: 'failnested'
  params: {
    pw: 'Example-Passw0rd!'
  }
}
