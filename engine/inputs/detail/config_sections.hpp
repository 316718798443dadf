#pragma once
// Readers of the top-level sections of a configuration file. Each reads one section's value
// into the Config behind `cv`, reporting what it cannot use.
#include "engine/inputs/detail/config_values.hpp"

namespace pf::inputs::detail {

// Settings whose sources can be split across sections; merged when the whole file is read
// (preflight's own sections win over PSRule's `configuration:` entries).
struct PendingSettings {
  Object contextFromConfiguration;  // AZURE_SUBSCRIPTION, ... from `configuration:`
  Object context;                   // from `context:`
  Object parameterDefaultsFromConfiguration;
  Object parameterDefaults;
};

// preflight's sections (config_sections.cpp).
void readContext(ConfigValues& cv, const Value& v, PendingSettings& pending);
void readParameters(ConfigValues& cv, const Value& v, PendingSettings& pending);
void readInput(ConfigValues& cv, const Value& v);       // also PSRule's input.* names
void readRules(ConfigValues& cv, const Value& v);       // `rules:`
void readSuppressions(ConfigValues& cv, const Value& v);  // `suppressions:` (a list)
void readOutput(ConfigValues& cv, const Value& v);      // also PSRule's output.* names
void readBicep(ConfigValues& cv, const Value& v);
void readLinkedTemplates(ConfigValues& cv, const Value& v);
void readAllowRead(ConfigValues& cv, const Value& v);  // `allowRead:` (a folder or a list)
void readPolicy(ConfigValues& cv, const Value& v);     // `policy:` (config_policy.cpp)

// PSRule's sections (psrule_options.cpp).
void readPsRuleConfiguration(ConfigValues& cv, const Value& v, PendingSettings& pending);  // `configuration:`
void readPsRuleRule(ConfigValues& cv, const Value& v);         // `rule:`
void readPsRuleOverride(ConfigValues& cv, const Value& v);     // `override:`
void readPsRuleInclude(ConfigValues& cv, const Value& v);      // `include:`
void readPsRuleSuppression(ConfigValues& cv, const Value& v);  // `suppression:` (a mapping)
// True for PSRule sections preflight accepts and ignores (binding, execution, ...); reports them.
bool ignorePsRuleSection(ConfigValues& cv, std::string_view key, const Value& v);

// Shared by `rules.levels` and PSRule's `override.level`.
void readLevels(ConfigValues& cv, const Value& v, std::string_view what);
// Shared by `rules.labels` and PSRule's `rule.labels`.
void readLabels(ConfigValues& cv, const Value& v, std::string_view what);
// Shared by `rules.baseline` and PSRule's `rule.baseline`.
void readBaselineName(ConfigValues& cv, const Value& v, std::string_view what);
void readPsRuleBaseline(ConfigValues& cv, const Value& v);  // `baseline:` (groups)
void readPsRuleBinding(ConfigValues& cv, const Value& v);   // `binding:`

}  // namespace pf::inputs::detail
