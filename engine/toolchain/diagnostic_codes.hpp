#pragma once
// The catalogue of the Bicep toolchain's codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable toolchainDiagnosticTable();  // TOOL: bicepconfig.json, versions, compilers, registry modules

}  // namespace pf
