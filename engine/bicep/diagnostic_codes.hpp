#pragma once
// The catalogue of the native Bicep compiler's codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable bicepDiagnosticTable();           // BCP: Bicep's own codes, where the condition is Bicep's
DiagnosticTable bicepPreflightDiagnosticTable();  // BCPPF: conditions of preflight's compiler only

}  // namespace pf
