#pragma once
// The catalogue of mocks/ codes (see engine/core/diagnostic_table.hpp).
#include "engine/core/diagnostic_table.hpp"

namespace pf {

DiagnosticTable mockDiagnosticTable();  // MOCK: the embedded mock data

}  // namespace pf
