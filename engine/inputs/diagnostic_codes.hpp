#pragma once
// The catalogue of engine/inputs' codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable configDiagnosticTable();     // CFG: preflight.yaml, ps-rule.yaml, --context files
DiagnosticTable discoveryDiagnosticTable();
DiagnosticTable gitDiagnosticTable();        // GIT: revisions read for `preflight diff`  // INP: finding the inputs

}  // namespace pf
