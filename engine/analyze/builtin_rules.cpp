#include "engine/analyze/builtin_rules.hpp"

#include <string>

namespace pf::analyze {

std::string builtinRulePath(std::string_view fileName) {
  return "<builtin>/rules/azure/" + std::string(fileName);
}

void addBuiltinRuleFile(rules::RuleSetBuilder& builder, const EmbeddedFile& f) {
  for (const EmbeddedFile& pack : builtinRulePacks())
    if (pack.name == f.name)
      return builder.addPacked(builtinRulePath(f.name), std::string(f.text), pack.text, kBuiltinModule);
  builder.addText(builtinRulePath(f.name), std::string(f.text), kBuiltinModule);
}

void addBuiltinRules(rules::RuleSetBuilder& builder) {
  for (const EmbeddedFile& f : builtinRuleFiles()) addBuiltinRuleFile(builder, f);
}

}  // namespace pf::analyze
