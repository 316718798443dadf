#include "engine/compile/secure_parameters.hpp"

namespace pf::compile {

namespace {

// The declaration of parameter `name` in `tmpl`, with a $ref into definitions followed.
bool declaredSecure(const Value& tmpl, const std::string& name) {
  const Value* params = tmpl.get("parameters");
  const Value* decl = params ? params->get(name) : nullptr;
  for (int depth = 0; decl && depth < 16; ++depth) {
    const Value* ref = decl->get("$ref");
    if (!ref || !ref->isString()) break;
    const std::string prefix = "#/definitions/";
    const Value* defs = tmpl.get("definitions");
    decl = defs && ref->str().rfind(prefix, 0) == 0 ? defs->get(ref->str().substr(prefix.size())) : nullptr;
  }
  const Value* type = decl ? decl->get("type") : nullptr;
  return type && type->isString() && (iequals(type->str(), "securestring") || iequals(type->str(), "secureobject"));
}

}  // namespace

size_t hideParameterSecrets(Value& parametersFile, const Value* tmpl, SecretSet& secrets) {
  size_t hidden = 0;
  Value* params = parametersFile.isObject() ? parametersFile.objMut().find("parameters") : nullptr;
  if (params && params->isObject()) {
    for (auto& [name, entry] : params->objMut()) {
      if (!entry.isObject()) continue;
      for (const char* key : {"value", "expression"}) {
        Value* v = entry.objMut().find(key);
        if (!v || v->isNull()) continue;
        if (tmpl && declaredSecure(*tmpl, name)) v->setSecret();
        if (!v->secret()) continue;
        secrets.addValue(*v);
        redactSecrets(*v, Redact::ForDisplay);
        ++hidden;
      }
    }
  }
  secrets.scrub(parametersFile);
  return hidden;
}

}  // namespace pf::compile
