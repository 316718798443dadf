#include "engine/expr/user_functions.hpp"

namespace pf {

UserFunctions UserFunctions::fromTemplate(const Value& section, Diagnostics& diags) {
  UserFunctions out;
  if (section.isNull()) return out;
  if (!section.isArray()) {
    diags.error("TPL020", "'functions' must be an array of {namespace, members} objects", section.loc());
    return out;
  }
  for (const Value& nsDecl : section.arr()) {
    const Value* ns = nsDecl.get("namespace");
    const Value* members = nsDecl.get("members");
    if (!ns || !ns->isString() || !members || !members->isObject()) {
      diags.error("TPL020", "each entry of 'functions' needs a string 'namespace' and an object 'members'", nsDecl.loc());
      continue;
    }
    for (const auto& [name, decl] : members->obj()) {
      UserFunction f;
      f.ns = ns->str();
      f.name = name;
      f.loc = decl.loc();
      if (const Value* params = decl.get("parameters"); params && params->isArray()) {
        for (const Value& p : params->arr()) {
          const Value* pn = p.get("name");
          if (!pn || !pn->isString()) {
            diags.error("TPL021", "a parameter of function '" + f.ns + "." + name + "' has no name", p.loc());
            continue;
          }
          f.params.push_back({pn->str(), p});
        }
      }
      const Value* output = decl.get("output");
      if (!output || !output->get("value")) {
        diags.error("TPL022", "function '" + f.ns + "." + name + "' has no output value", decl.loc());
        continue;
      }
      f.output = *output;
      out.add(std::move(f));
    }
  }
  return out;
}

const UserFunction* UserFunctions::find(std::string_view ns, std::string_view name) const {
  for (const auto& f : fns_)
    if (iequals(f.ns, ns) && iequals(f.name, name)) return &f;
  return nullptr;
}

}  // namespace pf
