#pragma once
// The catalogue of contract/ codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable contractDiagnosticTable();  // EXT: `preflight extension test`

}  // namespace pf
