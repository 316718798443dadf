#pragma once
// What a RuleSet holds: compiled rules, selectors and baselines, in load order.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "rules/detail/expression.hpp"
#include "rules/rule_result.hpp"
#include "rules/rule_target.hpp"

namespace pf::rules::detail {

struct RuleDef {
  std::shared_ptr<const RuleInfo> info;
  std::vector<std::string> types;                   // spec.type (OR)
  std::vector<std::pair<std::string, Loc>> with;     // spec.with selector names (OR)
  std::vector<size_t> selectors;                    // `with` resolved to selector indexes
  std::shared_ptr<const Expr> where;                // spec.where
  std::shared_ptr<const Expr> condition;            // spec.condition
};

struct SelectorDef {
  std::string name;
  Loc loc;
  std::shared_ptr<const Expr> condition;  // spec.if
};

struct BaselineDef {
  std::string name;
  std::string module;  // the rule module holding it; empty: a local baseline
  std::string synopsis;
  Loc loc;
  std::vector<std::string> include, exclude;  // spec.rule.include / exclude
  Object tags;                                // spec.rule.tag
  Object labels;                              // spec.rule.labels: label -> a value, a list of values, or '*'
  Object configuration;                       // spec.configuration
  std::vector<std::pair<std::string, Level>> levels;  // spec.override.level
};

// A rule module's defaults (kind ModuleConfig), used only inside the module of its name.
struct ModuleConfigDef {
  std::string name;
  std::string module;  // the module holding the document; it applies when equal to `name`
  Loc loc;
  Binding binding;        // spec.binding
  Object configuration;   // spec.configuration: the module's defaults for `configuration` values
  std::string baseline;   // spec.rule.baseline: the module's default baseline
};

struct Catalog {
  std::vector<RuleDef> rules;
  std::vector<SelectorDef> selectors;
  std::vector<BaselineDef> baselines;
  std::vector<ModuleConfigDef> moduleConfigs;  // only those that apply (inside their module)
  RegexCache regexes;                          // the patterns the documents' conditions compiled
};

// Compiles one parsed document into the catalog (RULE0xx diagnostics on problems).
// `synopsis` is the comment found above the document; `module` the rule module of its file.
void addDocument(const Value& doc, const std::string& synopsis, const std::string& module, Catalog& catalog,
                 Diagnostics& diags);

// Resolves selector references and drops rules whose references fail.
void finishCatalog(Catalog& catalog, Diagnostics& diags);

}  // namespace pf::rules::detail
