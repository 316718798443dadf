#include "engine/expand/extension_forms.hpp"

#include "engine/expr/parser.hpp"

namespace pf {

namespace {

constexpr int kMaxDepth = 16;

// Worse forms win: a parameter is the first thing a stack cannot re-supply.
int rank(const ConfigForm& f) {
  if (f.form == "parameter") return 6;
  if (f.form == "condition") return 5;
  if (f.form == "function") return 4;
  if (f.form == "apiCall") return 3;
  if (f.form == "resourceProperty") return 2;
  if (f.form == "inherited" || f.form == "resourceId" || f.form == "keyVaultReference") return 1;
  return 0;
}

void merge(ConfigForm& into, ConfigForm f) {
  if (rank(f) > rank(into)) into = std::move(f);
}

ConfigForm disallowed(std::string form, std::string reason, Loc loc) {
  return ConfigForm{std::move(form), false, std::move(reason), loc};
}

bool isResourceIdFunction(std::string_view n) {
  for (const char* f : {"resourceId", "subscriptionResourceId", "tenantResourceId", "extensionResourceId",
                        "managementGroupResourceId"})
    if (iequals(n, f)) return true;
  return false;
}

// Functions that read the deployment's own scope: part of a resource id Bicep writes for a
// resource in another scope, not a value a stack would need supplied again.
bool isScopeFunction(std::string_view n) {
  for (const char* f : {"subscription", "resourceGroup", "tenant", "managementGroup"})
    if (iequals(n, f)) return true;
  return false;
}

class Classifier {
 public:
  Classifier(const Object& variables, Loc loc) : vars_(variables), loc_(loc) {}

  ConfigForm value(const Value& v, int depth) {
    ConfigForm out{"constant", true, "", loc_};
    if (depth > kMaxDepth) return out;
    if (v.isString() && isExpression(v.str())) {
      Loc saved = loc_;
      if (v.loc().known()) loc_ = v.loc();
      out = expression(v.str(), depth);
      loc_ = saved;
    } else if (v.isArray()) {
      for (const Value& x : v.arr()) merge(out, value(x, depth + 1));
    } else if (v.isObject()) {
      for (const auto& [k, x] : v.obj()) merge(out, value(x, depth + 1));
    }
    return out;
  }

  ConfigForm expression(const std::string& text, int depth) {
    auto parsed = parseExpression(std::string_view(text).substr(1, text.size() - 2), loc_, nullptr);
    if (!parsed) return disallowed("function", "is not a valid expression", loc_);
    return expr((*parsed)->root, depth, false);
  }

  // `inId`: an argument of a resource id function (scope functions are part of the id there).
  ConfigForm expr(const Expr& e, int depth, bool inId) {
    ConfigForm out{"constant", true, "", loc_};
    if (depth > kMaxDepth) return out;
    switch (e.type) {
      case Expr::Type::String:
      case Expr::Type::Int: return out;
      case Expr::Type::Member: return expr(e.args[0], depth + 1, inId);
      case Expr::Type::Index:
        out = expr(e.args[0], depth + 1, inId);
        merge(out, expr(e.args[1], depth + 1, inId));
        return out;
      case Expr::Type::Call: break;
    }
    const std::string& n = e.text;
    if (!e.ns.empty()) return disallowed("function", "calls the user-defined function '" + e.ns + "." + n + "'", loc_);
    if (iequals(n, "parameters")) {
      std::string p = !e.args.empty() && e.args[0].type == Expr::Type::String ? e.args[0].text : std::string("?");
      return disallowed("parameter", "uses the deployment parameter '" + p + "'", loc_);
    }
    if (iequals(n, "if")) return disallowed("condition", "is chosen by a condition (if() or a ternary)", loc_);
    if (iequals(n, "variables")) {
      if (e.args.empty() || e.args[0].type != Expr::Type::String) return disallowed("function", "reads a computed variable", loc_);
      const Value* v = vars_.find(e.args[0].text);
      if (!v) return out;  // a copy variable or one the template lacks: reported elsewhere
      return value(*v, depth + 1);
    }
    if (iequals(n, "extensions")) return ConfigForm{"inherited", true, "", loc_};
    bool list = n.size() > 4 && istartsWith(n, "list");
    bool reference = iequals(n, "reference");
    bool id = isResourceIdFunction(n);
    bool structural = iequals(n, "createObject") || iequals(n, "createArray");
    if (inId && isScopeFunction(n)) return out;
    if (!list && !reference && !id && !structural)
      return disallowed("function", "calls the template function '" + n + "()'", loc_);
    for (const Expr& a : e.args) merge(out, expr(a, depth + 1, id || ((list || reference) && &a == &e.args[0])));
    if (!out.allowed) return out;
    if (list) merge(out, ConfigForm{"apiCall", true, "", loc_});
    else if (reference) merge(out, ConfigForm{"resourceProperty", true, "", loc_});
    else if (id) merge(out, ConfigForm{"resourceId", true, "", loc_});
    return out;
  }

 private:
  const Object& vars_;
  Loc loc_;
};

}  // namespace

ConfigForm classifyConfigEntry(const Value& entry, const Object& variables) {
  Classifier c(variables, entry.loc());
  if (entry.isString()) return c.value(entry, 0);
  if (!entry.isObject()) return ConfigForm{"constant", true, "", entry.loc()};
  if (const Value* kv = entry.get("keyVaultReference"))
    return ConfigForm{"keyVaultReference", true, "", kv->loc().known() ? kv->loc() : entry.loc()};
  if (entry.get("copy")) return disallowed("function", "is built by a copy loop", entry.loc());
  if (const Value* v = entry.get("value")) return c.value(*v, 0);
  if (const Value* e = entry.get("expression")) return c.value(*e, 0);
  return ConfigForm{"constant", true, "", entry.loc()};
}

ConfigForm classifyConfigExpression(const Value& written, const Object& variables) {
  return Classifier(variables, written.loc()).value(written, 0);
}

}  // namespace pf
