#pragma once
// Bicep's experimental features (bicepconfig.json `experimentalFeaturesEnabled`) as far as they
// change what the native compiler accepts or emits. Features are named as in bicepconfig.json
// and compared case-insensitively.
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace pf::bicep {

class FeatureSet {
 public:
  FeatureSet() = default;
  explicit FeatureSet(const std::set<std::string>& enabled);
  bool enabled(std::string_view name) const;
  // The enabled features that make Bicep target an experimental ARM language version, by the
  // names Bicep lists in the template's `_EXPERIMENTAL_FEATURES_ENABLED` metadata, in its order.
  std::vector<std::string> armExperimentalNames() const;

 private:
  std::set<std::string> lower_;
};

}  // namespace pf::bicep
