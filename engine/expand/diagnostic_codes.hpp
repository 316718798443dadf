#pragma once
// The catalogue of engine/expand's codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable expandDiagnosticTable();  // EXP: expanding deployments

}  // namespace pf
