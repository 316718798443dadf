#include "engine/template/template.hpp"

namespace pf {

TargetScope scopeFromSchema(std::string_view schema) {
  std::string s = toLowerAscii(schema);
  if (s.find("subscriptiondeploymenttemplate") != std::string::npos) return TargetScope::Subscription;
  if (s.find("managementgroupdeploymenttemplate") != std::string::npos) return TargetScope::ManagementGroup;
  if (s.find("tenantdeploymenttemplate") != std::string::npos) return TargetScope::Tenant;
  return TargetScope::ResourceGroup;
}

bool Template::generatedByBicep() const {
  const Value* gen = metadata.get("_generator");
  const Value* name = gen ? gen->get("name") : nullptr;
  return name && name->isString() && iequals(name->str(), "bicep");
}

namespace {

const char* const kKnownSections[] = {"$schema",   "contentVersion", "languageVersion", "apiProfile",
                                      "parameters", "variables",      "functions",       "definitions",
                                      "resources",  "outputs",        "metadata",        "extensions",
                                      "asserts",    "imports"};

bool isKnownSection(std::string_view key) {
  for (const char* k : kKnownSections)
    if (iequals(k, key)) return true;
  return false;
}

Object objectSection(const Value& root, const char* name, Diagnostics& diags) {
  const Value* v = root.get(name);
  if (!v || v->isNull()) return {};
  if (!v->isObject()) {
    diags.error("TPL003", std::string("the '") + name + "' section must be an object, but it is " + kindName(v->kind()),
                v->loc());
    return {};
  }
  // Names of parameters, variables, outputs and types ignore case in Resource Manager, while
  // JSON keeps "a" and "A" apart: one name declared twice keeps the later declaration.
  Object out;
  for (const auto& [key, decl] : v->obj()) {
    if (const std::string* earlier = out.keyOf(key)) {
      diags.warning("TPL009",
                    std::string("'") + key + "' and '" + *earlier + "' are the same name in the '" + name +
                        "' section (names ignore case); the later declaration is used",
                    decl.loc());
      out.erase(*earlier);
    }
    out.append(key, decl);
  }
  return out;
}

}  // namespace

std::optional<Template> loadTemplate(const Value& root, Diagnostics& diags) {
  if (!root.isObject()) {
    diags.error("TPL001", std::string("a template must be a JSON object, but this is ") + kindName(root.kind()),
                root.loc());
    return std::nullopt;
  }
  Template t;
  t.root = root;
  for (const auto& [key, v] : root.obj())
    if (!isKnownSection(key))
      diags.warning("TPL002", "unknown top-level template property '" + key + "' (Resource Manager rejects it)", v.loc());

  if (const Value* s = root.get("$schema"); s && s->isString()) {
    t.schema = s->str();
    t.scope = scopeFromSchema(t.schema);
  }
  if (const Value* cv = root.get("contentVersion"); cv && cv->isString()) t.contentVersion = cv->str();
  if (const Value* lv = root.get("languageVersion")) {
    if (lv->isString()) t.languageVersion = lv->str();
    else diags.error("TPL004", "'languageVersion' must be a string such as \"2.0\"", lv->loc());
  }
  t.parameters = objectSection(root, "parameters", diags);
  t.variables = objectSection(root, "variables", diags);
  t.definitions = objectSection(root, "definitions", diags);
  t.outputs = objectSection(root, "outputs", diags);
  if (const Value* m = root.get("metadata")) t.metadata = *m;
  if (const Value* e = root.get("extensions")) t.extensions = *e;
  if (const Value* f = root.get("functions")) t.functions = UserFunctions::fromTemplate(*f, diags);

  for (const auto& [name, decl] : t.parameters)
    if (!decl.isObject())
      diags.error("TPL005", "the declaration of parameter '" + name + "' must be an object", decl.loc());
  for (const auto& [name, decl] : t.outputs)
    if (!decl.isObject()) diags.error("TPL006", "the declaration of output '" + name + "' must be an object", decl.loc());

  if (const Value* res = root.get("resources")) {
    if (res->isArray()) {
      for (const Value& r : res->arr()) {
        if (!r.isObject()) {
          diags.error("TPL007", std::string("each resource must be an object, but this is ") + kindName(r.kind()),
                      r.loc());
          continue;
        }
        t.resources.push_back({"", r});
      }
    } else if (res->isObject()) {
      t.symbolicNames = true;
      if (t.languageVersion.empty())
        diags.error("TPL008",
                    "'resources' is an object of symbolic names, which needs \"languageVersion\": \"2.0\"",
                    res->loc());
      for (const auto& [symbol, r] : res->obj()) {
        if (!r.isObject()) {
          diags.error("TPL007", "resource '" + symbol + "' must be an object", r.loc());
          continue;
        }
        t.resources.push_back({symbol, r});
      }
    } else if (!res->isNull()) {
      diags.error("TPL007", "'resources' must be an array (or, with languageVersion 2.0, an object)", res->loc());
    }
  }
  return t;
}

}  // namespace pf
