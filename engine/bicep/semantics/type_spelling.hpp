#pragma once
// Resource types as Bicep writes them: with the spelling of its Azure type index for the
// declared API version (`Microsoft.DocumentDb/databaseAccounts` → `Microsoft.DocumentDB/...`).
// Types the index does not know at that version keep the spelling of the source.
#include "engine/azuretypes/type_index.hpp"
#include "engine/bicep/semantics/model.hpp"

namespace pf::bicep {

void applyTypeSpellings(SemanticModel& model, const azuretypes::TypeIndex& index);

}  // namespace pf::bicep
