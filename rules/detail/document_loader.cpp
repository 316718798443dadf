// Turning PSRule resource documents (Rule, Selector, Baseline) into catalog entries.
#include <algorithm>

#include "rules/detail/catalog.hpp"
#include "rules/detail/rule_diagnostics.hpp"

namespace pf::rules::detail {
namespace {

constexpr std::string_view kApiVersions[] = {"github.com/microsoft/PSRule/v1", "github.com/microsoft/PSRule/2025-01-01"};

bool oneOf(std::string_view key, std::initializer_list<std::string_view> names) {
  for (auto n : names)
    if (iequals(n, key)) return true;
  return false;
}

class DocumentLoader {
 public:
  DocumentLoader(Catalog& catalog, Diagnostics& diags, const std::string& module)
      : catalog_(catalog), cx_{diags, &catalog.regexes}, module_(module) {}

  void load(const Value& doc, const std::string& synopsis) {
    if (!doc.isObject()) {
      if (!doc.isNull())  // an empty document (e.g. a trailing '---') is fine
        cx_.error(codes::kDocument, "a rule document is a mapping with apiVersion, kind, metadata and spec; found " +
                                        describeKind(doc),
                  doc.loc());
      return;
    }
    for (const auto& [k, v] : doc.obj()) {
      if (!oneOf(k, {"apiVersion", "kind", "metadata", "spec"}))
        return unknownKey(k, v, {"apiVersion", "kind", "metadata", "spec"}, "a document");
    }
    const Value* api = doc.get("apiVersion");
    const Value* kind = doc.get("kind");
    if (!api || !api->isString())
      return cx_.error(codes::kDocument, "the document has no apiVersion (github.com/microsoft/PSRule/v1)", doc.loc());
    bool known = false;
    for (auto a : kApiVersions) known |= iequals(a, api->str());
    if (!known)
      return cx_.error(codes::kApiVersion, "unsupported apiVersion '" + api->str() +
                                               "'; expected github.com/microsoft/PSRule/v1 or .../2025-01-01",
                       api->loc());
    if (!kind || !kind->isString()) return cx_.error(codes::kDocument, "the document has no kind", doc.loc());
    const std::string& k = kind->str();
    if (iequals(k, "SuppressionGroup") || iequals(k, "Convention")) {
      cx_.diags.info(codes::kSkipped, "documents of kind '" + k + "' are accepted but not used", kind->loc());
      return;
    }
    if (!oneOf(k, {"Rule", "Selector", "Baseline", "ModuleConfig"}))
      return cx_.error(codes::kKind, "unknown kind '" + k + "'; expected Rule, Selector, Baseline or ModuleConfig",
                       kind->loc());
    const Value* metadata = doc.get("metadata");
    if (!metadata || !metadata->isObject())
      return cx_.error(codes::kDocument, "the " + k + " has no metadata mapping", metadata ? metadata->loc() : doc.loc());
    const Value* name = metadata->get("name");
    if (!name || !name->isString() || name->str().empty())
      return cx_.error(codes::kMissing, "the " + k + " has no metadata.name", name ? name->loc() : metadata->loc());
    if (name->str().find_first_of(" \t\r\n") != std::string::npos)
      return cx_.error(codes::kName, "the name '" + name->str() + "' contains whitespace", name->loc());
    const Value* spec = doc.get("spec");
    if (!spec || !spec->isObject())
      return cx_.error(codes::kDocument, "the " + k + " '" + name->str() + "' has no spec mapping",
                       spec ? spec->loc() : doc.loc());
    if (iequals(k, "Rule")) loadRule(doc, *metadata, *spec, synopsis);
    else if (iequals(k, "Selector")) loadSelector(doc, name->str(), *spec);
    else if (iequals(k, "ModuleConfig")) loadModuleConfig(doc, *name, *spec);
    else loadBaseline(doc, name->str(), *spec, synopsis);
  }

 private:
  Catalog& catalog_;
  CompileContext cx_;
  const std::string& module_;

  void unknownKey(const std::string& key, const Value& v, std::vector<std::string_view> allowed, const std::string& where) {
    std::string hint = closestName(key, allowed);
    std::string list;
    for (auto a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
    cx_.error(codes::kUnknownKey, "unknown key '" + key + "' in " + where +
                                      (hint.empty() ? "" : " (did you mean '" + hint + "'?)") + "; expected " + list,
              v.loc());
  }

  bool stringList(const Value& v, const std::string& what, std::vector<std::string>& out,
                  std::vector<std::pair<std::string, Loc>>* withLocs = nullptr) {
    auto add = [&](const Value& item) {
      if (!item.isString() || item.str().empty()) {
        cx_.error(codes::kType, what + " takes a string or a list of strings; found " + describeKind(item), item.loc());
        return false;
      }
      out.push_back(item.str());
      if (withLocs) withLocs->push_back({item.str(), item.loc()});
      return true;
    };
    if (v.isArray()) {
      for (const Value& item : v.arr())
        if (!add(item)) return false;
      return true;
    }
    return add(v);
  }

  bool text(const Value& v, const std::string& what, std::string& out) {
    if (v.isNull()) return true;
    if (!scalarText(v, out)) {
      cx_.error(codes::kType, what + " takes a string; found " + describeKind(v), v.loc());
      return false;
    }
    return true;
  }

  std::shared_ptr<const Expr> expression(const Value& v) {
    cx_.nodes = 0;
    auto e = compileExpression(v, cx_);
    if (!e) return nullptr;
    return std::make_shared<const Expr>(std::move(*e));
  }

  void loadRule(const Value& doc, const Value& metadata, const Value& spec, const std::string& synopsis) {
    auto info = std::make_shared<RuleInfo>();
    RuleDef def;
    info->loc = doc.loc();
    for (const auto& [k, v] : metadata.obj()) {
      if (iequals(k, "name")) info->name = v.str();
      else if (iequals(k, "ref")) { if (!text(v, "metadata.ref", info->ref)) return; }
      else if (iequals(k, "alias")) { if (!v.isNull() && !stringList(v, "metadata.alias", info->aliases)) return; }
      else if (iequals(k, "displayName")) { if (!text(v, "metadata.displayName", info->displayName)) return; }
      else if (iequals(k, "description")) { if (!text(v, "metadata.description", info->description)) return; }
      else if (iequals(k, "link")) { if (!text(v, "metadata.link", info->helpUri)) return; }
      else if (oneOf(k, {"tags", "labels", "annotations"})) {
        if (v.isNull()) continue;
        if (!v.isObject()) return cx_.error(codes::kType, "metadata." + k + " takes a mapping; found " + describeKind(v), v.loc());
        (iequals(k, "tags") ? info->tags : iequals(k, "labels") ? info->labels : info->annotations) = v.obj();
      } else {
        std::string hint = closestName(k, {"name", "ref", "alias", "displayName", "description", "link", "tags", "labels", "annotations"});
        cx_.warning(codes::kUnknownKey, "unknown key '" + k + "' in metadata" + (hint.empty() ? "" : " (did you mean '" + hint + "'?)") + "; ignored", v.loc());
      }
    }
    if (info->helpUri.empty())
      if (const Value* online = info->annotations.find("online version"); online && online->isString())
        info->helpUri = online->str();
    info->synopsis = !synopsis.empty() ? synopsis : !info->description.empty() ? info->description : info->displayName;
    const Value* condition = nullptr;
    for (const auto& [k, v] : spec.obj()) {
      if (iequals(k, "condition")) condition = &v;
      else if (iequals(k, "type")) { if (!stringList(v, "spec.type", def.types)) return; }
      else if (iequals(k, "with")) {
        std::vector<std::string> names;
        if (!stringList(v, "spec.with", names, &def.with)) return;
      } else if (iequals(k, "where")) {
        def.where = expression(v);
        if (!def.where) return;
      } else if (iequals(k, "level")) {
        std::string l;
        if (!text(v, "spec.level", l)) return;
        auto level = parseLevel(l);
        if (!level) return cx_.error(codes::kLevel, "unknown level '" + l + "'; expected Error, Warning or Information", v.loc());
        info->level = *level;
      } else if (iequals(k, "recommend")) {
        if (!text(v, "spec.recommend", info->recommend)) return;
      } else {
        return unknownKey(k, v, {"condition", "type", "with", "where", "level", "recommend"}, "a Rule spec");
      }
    }
    if (!condition)
      return cx_.error(codes::kMissing, "the rule '" + info->name + "' has no spec.condition", spec.loc());
    def.condition = expression(*condition);
    if (!def.condition) return;
    for (const auto& existing : catalog_.rules) {
      if (iequals(existing.info->name, info->name))
        return cx_.error(codes::kName, "a rule named '" + info->name + "' is already defined" + where(existing.info->loc),
                         metadata.get("name")->loc());
    }
    info->module = module_;
    def.info = std::move(info);
    catalog_.rules.push_back(std::move(def));
  }

  static std::string where(const Loc& loc) {
    return loc.line ? " (line " + std::to_string(loc.line) + " of its file)" : "";
  }

  void loadSelector(const Value& doc, const std::string& name, const Value& spec) {
    const Value* cond = nullptr;
    for (const auto& [k, v] : spec.obj()) {
      if (iequals(k, "if")) cond = &v;
      else return unknownKey(k, v, {"if"}, "a Selector spec");
    }
    if (!cond) return cx_.error(codes::kMissing, "the selector '" + name + "' has no spec.if", spec.loc());
    SelectorDef def{name, doc.loc(), expression(*cond)};
    if (!def.condition) return;
    for (const auto& s : catalog_.selectors)
      if (iequals(s.name, name))
        return cx_.error(codes::kName, "a selector named '" + name + "' is already defined" + where(s.loc), doc.loc());
    catalog_.selectors.push_back(std::move(def));
  }

  void loadBaseline(const Value& doc, const std::string& name, const Value& spec, const std::string& synopsis) {
    BaselineDef def;
    def.name = name;
    def.module = module_;
    def.loc = doc.loc();
    def.synopsis = synopsis;
    for (const auto& [k, v] : spec.obj()) {
      if (iequals(k, "rule")) {
        if (!v.isObject()) return cx_.error(codes::kType, "spec.rule takes a mapping; found " + describeKind(v), v.loc());
        for (const auto& [rk, rv] : v.obj()) {
          if (iequals(rk, "include")) { if (!stringList(rv, "spec.rule.include", def.include)) return; }
          else if (iequals(rk, "exclude")) { if (!stringList(rv, "spec.rule.exclude", def.exclude)) return; }
          else if (iequals(rk, "tag")) {
            if (!rv.isObject()) return cx_.error(codes::kType, "spec.rule.tag takes a mapping; found " + describeKind(rv), rv.loc());
            def.tags = rv.obj();
          } else if (iequals(rk, "labels")) {
            if (!labelFilter(rv, "spec.rule.labels", def.labels)) return;
          } else if (iequals(rk, "includeLocal")) {
            // PSRule ignores it too: a named baseline leaves local rules out unless the options
            // file sets rule.includeLocal.
            cx_.diags.warning(codes::kNoEffect,
                              "spec.rule.includeLocal of a baseline has no effect (as in PSRule); set rule.includeLocal "
                              "in ps-rule.yaml to run local rules beside a baseline",
                              rv.loc());
          } else {
            return unknownKey(rk, rv, {"include", "exclude", "tag", "labels", "includeLocal"}, "a Baseline's spec.rule");
          }
        }
      } else if (iequals(k, "configuration")) {
        if (!v.isObject()) return cx_.error(codes::kType, "spec.configuration takes a mapping", v.loc());
        def.configuration = v.obj();
      } else if (iequals(k, "override")) {
        if (!v.isObject()) return cx_.error(codes::kType, "spec.override takes a mapping", v.loc());
        for (const auto& [ok, ov] : v.obj()) {
          if (!iequals(ok, "level")) return unknownKey(ok, ov, {"level"}, "a Baseline's spec.override");
          if (!ov.isObject()) return cx_.error(codes::kType, "spec.override.level maps rule names to levels", ov.loc());
          for (const auto& [rule, lv] : ov.obj()) {
            auto level = lv.isString() ? parseLevel(lv.str()) : std::nullopt;
            if (!level) return cx_.error(codes::kLevel, "unknown level for '" + rule + "'; expected Error, Warning or Information", lv.loc());
            def.levels.push_back({rule, *level});
          }
        }
      } else if (iequals(k, "synopsis")) {
        if (!text(v, "spec.synopsis", def.synopsis)) return;
      } else {
        return unknownKey(k, v, {"rule", "configuration", "override"}, "a Baseline spec");
      }
    }
    for (const auto& b : catalog_.baselines)
      if (iequals(b.name, name) && iequals(b.module, module_))
        return cx_.error(codes::kName, "a baseline named '" + name + "' is already defined" + where(b.loc), doc.loc());
    catalog_.baselines.push_back(std::move(def));
  }

  // A label filter: label → a value, a list of values, or '*' (any value).
  bool labelFilter(const Value& v, const std::string& what, Object& out) {
    if (!v.isObject()) {
      cx_.error(codes::kType, what + " takes a mapping of labels to values; found " + describeKind(v), v.loc());
      return false;
    }
    for (const auto& [label, want] : v.obj()) {
      std::vector<std::string> values;
      if (!want.isNull() && !stringList(want, what + "." + label, values)) return false;
      out.set(label, want);
    }
    return true;
  }

  bool binding(const Value& v, Binding& out) {
    if (!v.isObject()) {
      cx_.error(codes::kType, "spec.binding takes a mapping; found " + describeKind(v), v.loc());
      return false;
    }
    for (const auto& [k, x] : v.obj()) {
      if (iequals(k, "targetName")) {
        if (!stringList(x, "spec.binding.targetName", out.targetName)) return false;
      } else if (iequals(k, "targetType")) {
        if (!stringList(x, "spec.binding.targetType", out.targetType)) return false;
      } else if (iequals(k, "field")) {
        if (!x.isObject()) {
          cx_.error(codes::kType, "spec.binding.field maps field names to property names; found " + describeKind(x), x.loc());
          return false;
        }
        for (const auto& [field, names] : x.obj()) {
          std::vector<std::string> list;
          if (!stringList(names, "spec.binding.field." + field, list)) return false;
          out.fields.emplace_back(field, std::move(list));
        }
      } else if (iequals(k, "preferTargetInfo") || iequals(k, "ignoreCase")) {
        if (!x.isBool()) {
          cx_.error(codes::kType, "spec.binding." + k + " takes true or false; found " + describeKind(x), x.loc());
          return false;
        }
        (iequals(k, "ignoreCase") ? out.ignoreCase : out.preferTargetInfo) = x.asBool();
      } else if (iequals(k, "nameSeparator") || iequals(k, "useQualifiedName")) {
        cx_.diags.warning(codes::kNoEffect, "spec.binding." + k + " has no effect: preflight names targets by their own name",
                          x.loc());
      } else {
        unknownKey(k, x, {"targetName", "targetType", "field", "preferTargetInfo", "ignoreCase"}, "spec.binding");
        return false;
      }
    }
    return true;
  }

  void loadModuleConfig(const Value& doc, const Value& name, const Value& spec) {
    // As in PSRule: a module configuration applies inside the module of its name, nowhere else.
    if (module_.empty() || !iequals(module_, name.str())) {
      cx_.diags.warning(codes::kNoEffect,
                        "the ModuleConfig '" + name.str() + "' is ignored, as PSRule ignores it: a module configuration "
                            "applies only inside the rule module of that name (a folder holding " + name.str() +
                            ".psd1)" + (module_.empty() ? std::string() : "; this file is in the module '" + module_ + "'"),
                        name.loc());
      return;
    }
    ModuleConfigDef def;
    def.name = name.str();
    def.module = module_;
    def.loc = doc.loc();
    for (const auto& [k, v] : spec.obj()) {
      if (iequals(k, "binding")) {
        if (!binding(v, def.binding)) return;
      } else if (iequals(k, "configuration")) {
        if (!v.isObject()) return cx_.error(codes::kType, "spec.configuration takes a mapping", v.loc());
        def.configuration = v.obj();
      } else if (iequals(k, "rule")) {
        if (!v.isObject()) return cx_.error(codes::kType, "spec.rule takes a mapping; found " + describeKind(v), v.loc());
        for (const auto& [rk, rv] : v.obj()) {
          if (!iequals(rk, "baseline")) return unknownKey(rk, rv, {"baseline"}, "a ModuleConfig's spec.rule");
          if (!text(rv, "spec.rule.baseline", def.baseline)) return;
        }
      } else if (iequals(k, "convention") || iequals(k, "output")) {
        cx_.diags.warning(codes::kNoEffect,
                          "spec." + k + " of a ModuleConfig has no effect: " +
                              (iequals(k, "output") ? "reports are not localised" : "conventions are PowerShell scripts"),
                          v.loc());
      } else {
        return unknownKey(k, v, {"binding", "configuration", "rule", "convention", "output"}, "a ModuleConfig spec");
      }
    }
    for (const auto& m : catalog_.moduleConfigs)
      if (iequals(m.name, def.name))
        return cx_.error(codes::kName, "the module '" + def.name + "' already has a ModuleConfig" + where(m.loc), doc.loc());
    catalog_.moduleConfigs.push_back(std::move(def));
  }
};

}  // namespace

void addDocument(const Value& doc, const std::string& synopsis, const std::string& module, Catalog& catalog,
                 Diagnostics& diags) {
  DocumentLoader(catalog, diags, module).load(doc, synopsis);
}

void finishCatalog(Catalog& catalog, Diagnostics& diags) {
  std::vector<RuleDef> kept;
  for (auto& rule : catalog.rules) {
    bool ok = true;
    for (const auto& [name, loc] : rule.with) {
      // PSRule allows "Module\Name"; match on the name part too.
      std::string_view full = name;  // a named copy: clang 14 cannot capture structured bindings
      std::string_view bare = full;
      if (auto slash = bare.rfind('\\'); slash != std::string_view::npos) bare = bare.substr(slash + 1);
      auto it = std::find_if(catalog.selectors.begin(), catalog.selectors.end(),
                             [&](const SelectorDef& s) { return iequals(s.name, full) || iequals(s.name, bare); });
      if (it == catalog.selectors.end()) {
        diags.error(codes::kSelector, "the rule '" + rule.info->name + "' uses the selector '" + name +
                                          "', which is not defined in the loaded rule files",
                    loc);
        ok = false;
        continue;
      }
      rule.selectors.push_back(static_cast<size_t>(it - catalog.selectors.begin()));
    }
    if (ok) kept.push_back(std::move(rule));
  }
  catalog.rules = std::move(kept);
}

}  // namespace pf::rules::detail
