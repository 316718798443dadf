#include "engine/analyze/builtin_help.hpp"

#include "engine/core/value.hpp"

namespace pf::analyze {

std::string builtinHelpPath(std::string_view fileName) { return "<builtin>/rules/azure/en/" + std::string(fileName); }

bool isBuiltinRule(const rules::RuleInfo& rule, const SourceFiles& files) {
  if (rule.loc.file == 0 || rule.loc.file >= files.size()) return false;
  return files.path(rule.loc.file).starts_with(builtinRulePath(""));
}

std::optional<rules::RuleHelp> builtinRuleHelp(std::string_view ruleName, SourceFiles& files, Diagnostics& diags) {
  for (const EmbeddedFile& f : builtinRuleHelpFiles()) {
    std::string_view stem = f.name.substr(0, f.name.size() - 3);  // without ".md"
    if (!f.name.ends_with(".md") || !iequals(stem, ruleName)) continue;
    uint32_t id = files.add(builtinHelpPath(f.name), std::string(f.text));
    return rules::parseRuleHelp(f.text, id, diags);
  }
  return std::nullopt;
}

}  // namespace pf::analyze
