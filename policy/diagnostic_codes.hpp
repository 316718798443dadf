#pragma once
// The catalogue of policy/ codes (see engine/core/diagnostic_table.hpp): the rows of
// policy/diagnostics.hpp's catalogue, as the diagnostics catalogue reads every phase's table.
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable policyDiagnosticTable();  // POL: Azure Policy definitions, assignments and evaluation

}  // namespace pf
