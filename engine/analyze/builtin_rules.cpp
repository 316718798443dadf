#include "engine/analyze/builtin_rules.hpp"

#include <string>

namespace pf::analyze {

std::string builtinRulePath(std::string_view fileName) {
  return "<builtin>/rules/azure/" + std::string(fileName);
}

void addBuiltinRules(rules::RuleSetBuilder& builder) {
  for (const EmbeddedFile& f : builtinRuleFiles()) builder.addText(builtinRulePath(f.name), std::string(f.text), kBuiltinModule);
}

}  // namespace pf::analyze
