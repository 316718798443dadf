#pragma once
// What a finding about one entry of a deployment target's `preflight` lists says: the entry it is
// about ("Parameter 'adminPassword'", "Extension config 'k8s.kubeConfig'") and why, from the
// fields the rule found wrong; and the key that tells such findings apart in reports.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/value.hpp"
#include "rules/rule_result.hpp"

namespace pf::analyze {

struct DeclarationText {
  std::string key;      // "<section>:<name>"
  std::string message;
};

// `section`: parameters, outputs, extensions, extensionConfigs or extensibleResources;
// `reasons`: the rule's reasons about this entry (paths preflight.<section>[i].<field>).
DeclarationText declarationText(std::string_view section, const Value& entry, const std::vector<rules::Reason>& reasons,
                                const std::string& joinedReasons);

}  // namespace pf::analyze
