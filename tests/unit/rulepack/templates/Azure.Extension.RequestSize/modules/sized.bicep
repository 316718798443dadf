extension kubernetes as k8s

param a string
param b string = ''
param c string = ''

resource config 'core/ConfigMap@v1' = {
  metadata: {
    name: 'config'
  }
  data: {
    a: a
    b: b
    c: c
  }
}
