#pragma once
// The catalogue of engine/template's codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable templateDiagnosticTable();       // TPL: the template's shape
DiagnosticTable parameterFileDiagnosticTable();  // PAR: parameter files

}  // namespace pf
