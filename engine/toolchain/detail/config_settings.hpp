#pragma once
// Internal to the bicepconfig.json reader: checking and interpreting settings.
#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"
#include "engine/toolchain/bicep_config.hpp"

namespace pf::toolchain::detail {

// Warns about top-level properties Bicep does not define.
void checkTopLevel(const Value& root, Diagnostics& diags);

// Fills the typed settings of `cfg` from the merged configuration value, reporting wrong types
// and values at their positions.
void readSettings(BicepConfig& cfg, const Value& merged, const SourceFiles& files, Diagnostics& diags);

}  // namespace pf::toolchain::detail
