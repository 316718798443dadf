#include "engine/bicep/semantics/type_spelling.hpp"

namespace pf::bicep {

void applyTypeSpellings(SemanticModel& model, const azuretypes::TypeIndex& index) {
  for (ResourceInfo& r : model.resources) {
    // Extension resources (Microsoft Graph, Kubernetes...) are not in the Azure index.
    if (!r.isAz || r.type.empty() || r.apiVersion.empty()) continue;
    if (auto spelled = index.spelling(r.type, r.apiVersion)) r.type = std::move(*spelled);
  }
}

}  // namespace pf::bicep
