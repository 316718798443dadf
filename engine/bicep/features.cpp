#include "engine/bicep/features.hpp"

#include "engine/core/value.hpp"

namespace pf::bicep {

namespace {

// Features for which Bicep's feature provider sets "uses an experimental ARM engine feature",
// with the display name it writes into the template metadata, in the provider's order. Display
// names come from Bicep's sources and baselines; waitAndRetry's (a resource string in Bicep) could
// not be read, so it is listed under its bicepconfig name: metadata only, nothing deploys from it.
struct ArmExperimental {
  const char* feature;
  const char* displayName;
};
const ArmExperimental kArmExperimental[] = {
    {"assertions", "Asserts"},
    {"waitAndRetry", "waitAndRetry"},
    {"localDeploy", "Enable local deploy"},
    {"moduleExtensionConfigs", "Enable defining extension configs for modules"},
    {"userDefinedConstraints", "Enable @validate() decorator"},
    {"deployCommands", "Enable deploy commands"},
    {"thisNamespace", "Enable 'this' namespace"},
};

}  // namespace

FeatureSet::FeatureSet(const std::set<std::string>& enabled) {
  for (const auto& f : enabled) lower_.insert(toLowerAscii(f));
}

bool FeatureSet::enabled(std::string_view name) const { return lower_.count(toLowerAscii(name)) > 0; }

std::vector<std::string> FeatureSet::armExperimentalNames() const {
  std::vector<std::string> out;
  for (const auto& f : kArmExperimental)
    if (enabled(f.feature)) out.emplace_back(f.displayName);
  return out;
}

}  // namespace pf::bicep
