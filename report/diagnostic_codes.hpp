#pragma once
// The catalogue of report/ codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable reportDiagnosticTable();  // RPT: reports read back (--baseline)

}  // namespace pf
