#pragma once
// The catalogue of rules/ codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable ruleDiagnosticTable();  // RULE: loading rule files and help pages

}  // namespace pf
