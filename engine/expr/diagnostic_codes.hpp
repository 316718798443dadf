#pragma once
// The catalogue of engine/expr's codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable exprDiagnosticTable();  // EXPR: parsing expressions
DiagnosticTable evalDiagnosticTable();  // EVAL: evaluating them (functions/ included)

}  // namespace pf
