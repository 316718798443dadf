#include "policy/diagnostic_codes.hpp"

#include "policy/diagnostics.hpp"

namespace pf {

DiagnosticTable policyDiagnosticTable() {
  return {"POL", "Azure Policy (offline)", "policy", std::span<const DiagnosticInfo>(policy::diag::catalogue())};
}

}  // namespace pf
