#pragma once
// The built-in rule pack (rules/azure/*.Rule.yaml), compiled into the binary so that an
// installed `preflight` needs no data files.
#include <span>
#include <string_view>

#include "rules/rule_set.hpp"

namespace pf::analyze {

struct EmbeddedFile {
  std::string_view name;
  std::string_view text;
};

// The module name of the built-in pack: it takes the place of PSRule for Azure, so a
// repository's `include.module: [PSRule.Rules.Azure]` and `PSRule.Rules.Azure\Name` references
// find it. Its ModuleConfig (Config.Rule.yaml) binds targets as PSRule for Azure's does.
inline constexpr const char* kBuiltinModule = "PSRule.Rules.Azure";

// Every rules/azure/*.Rule.yaml as it was at build time, sorted by name (generated file).
std::span<const EmbeddedFile> builtinRuleFiles();

// The same files' documents read ahead of time (rules/packed_documents.hpp), by file name; a
// file missing here is read from its YAML (generated file).
std::span<const EmbeddedFile> builtinRulePacks();

// Adds one built-in rule file to `builder`, from its packed documents when there are some.
void addBuiltinRuleFile(rules::RuleSetBuilder& builder, const EmbeddedFile& file);

// The path diagnostics name for a built-in rule file, e.g. "<builtin>/rules/azure/Storage.Rule.yaml".
std::string builtinRulePath(std::string_view fileName);

// Adds every built-in rule file to `builder`.
void addBuiltinRules(rules::RuleSetBuilder& builder);

}  // namespace pf::analyze
