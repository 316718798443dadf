// Reading the alias entries of `az provider list --expand resourceTypes/aliases` output.
#include "policy/aliases/alias_table.hpp"
#include "policy/diagnostics.hpp"

namespace pf::policy {

namespace {

const std::string* stringMember(const Value& v, std::string_view key) {
  const Value* m = v.get(key);
  return m && m->isString() ? &m->str() : nullptr;
}

size_t readProvider(const Value& provider, const std::string& where, AliasCatalog& catalog, Diagnostics& diags) {
  const std::string* ns = stringMember(provider, "namespace");
  const Value* types = provider.get("resourceTypes");
  if (!ns || !types || !types->isArray()) {
    diags.add(diag::make(diag::kAliasFile, where,
                         "a provider needs a string 'namespace' and a 'resourceTypes' array", provider.loc()));
    return 0;
  }
  size_t n = 0;
  for (size_t t = 0; t < types->arr().size(); ++t) {
    const Value& rt = types->arr()[t];
    std::string rtWhere = where + ".resourceTypes[" + std::to_string(t) + "]";
    const std::string* name = stringMember(rt, "resourceType");
    if (!name) {
      diags.add(diag::make(diag::kAliasFile, rtWhere, "a resource type needs a string 'resourceType'", rt.loc()));
      continue;
    }
    const Value* aliases = rt.get("aliases");
    if (!aliases || aliases->isNull()) continue;
    if (!aliases->isArray()) {
      diags.add(diag::make(diag::kAliasFile, rtWhere + ".aliases", "expected an array of aliases", aliases->loc()));
      continue;
    }
    for (size_t a = 0; a < aliases->arr().size(); ++a) {
      const Value& al = aliases->arr()[a];
      std::string aWhere = rtWhere + ".aliases[" + std::to_string(a) + "]";
      const std::string* aliasName = stringMember(al, "name");
      const std::string* defaultPath = stringMember(al, "defaultPath");
      AliasEntry e;
      if (aliasName) e.name = *aliasName;
      e.resourceType = *ns + "/" + *name;
      if (const Value* paths = al.get("paths"); paths && paths->isArray()) {
        for (const Value& p : paths->arr()) {
          const std::string* path = stringMember(p, "path");
          if (!path) continue;
          AliasPath ap{*path, {}};
          if (const Value* versions = p.get("apiVersions"); versions && versions->isArray())
            for (const Value& v : versions->arr())
              if (v.isString()) ap.apiVersions.push_back(v.str());
          e.versioned.push_back(std::move(ap));
        }
      }
      if (defaultPath) e.defaultPath = *defaultPath;
      else if (!e.versioned.empty()) e.defaultPath = e.versioned.back().path;
      if (e.name.empty() || e.defaultPath.empty()) {
        diags.add(diag::make(diag::kAliasFile, aWhere, "an alias needs a 'name' and a 'defaultPath' (or 'paths')",
                             al.loc()));
        continue;
      }
      if (const Value* meta = al.get("defaultMetadata"); meta && meta->isObject()) {
        if (const std::string* attrs = stringMember(*meta, "attributes"))
          e.modifiable = attrs->find("Modifiable") != std::string::npos ||
                                 attrs->find("modifiable") != std::string::npos
                             ? Modifiable::Yes
                             : Modifiable::No;
      }
      catalog.put(std::move(e));
      ++n;
    }
  }
  return n;
}

}  // namespace

size_t readProviderAliases(const Value& json, AliasCatalog& catalog, Diagnostics& diags) {
  const Value* list = &json;
  if (json.isObject()) {
    if (const Value* v = json.get("value"); v && v->isArray()) {
      list = v;
    } else {
      return readProvider(json, "$", catalog, diags);
    }
  }
  if (!list->isArray()) {
    diags.add(diag::make(diag::kAliasFile, "$", "expected the array of providers `az provider list` prints",
                         json.loc()));
    return 0;
  }
  size_t n = 0;
  for (size_t i = 0; i < list->arr().size(); ++i)
    n += readProvider(list->arr()[i], (list == &json ? "$" : "$.value") + std::string("[") + std::to_string(i) + "]",
                      catalog, diags);
  return n;
}

}  // namespace pf::policy
