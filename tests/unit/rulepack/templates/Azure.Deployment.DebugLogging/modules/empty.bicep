output ok bool = true
