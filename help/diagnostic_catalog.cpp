#include "help/diagnostic_catalog.hpp"

#include "contract/diagnostic_codes.hpp"
#include "engine/bicep/diagnostic_codes.hpp"
#include "engine/core/value.hpp"
#include "engine/expand/diagnostic_codes.hpp"
#include "engine/expr/diagnostic_codes.hpp"
#include "engine/inputs/diagnostic_codes.hpp"
#include "engine/template/diagnostic_codes.hpp"
#include "engine/toolchain/diagnostic_codes.hpp"
#include "mocks/diagnostic_codes.hpp"
#include "policy/diagnostics.hpp"
#include "report/diagnostic_codes.hpp"
#include "rules/diagnostic_codes.hpp"

namespace pf::help {

std::vector<DiagnosticTable> diagnosticTables() {
  return {
      cliDiagnosticTable(),
      configDiagnosticTable(),
      yamlDiagnosticTable(),
      ioDiagnosticTable(),
      discoveryDiagnosticTable(),
      gitDiagnosticTable(),
      jsonDiagnosticTable(),
      templateDiagnosticTable(),
      parameterFileDiagnosticTable(),
      toolchainDiagnosticTable(),
      bicepDiagnosticTable(),
      bicepPreflightDiagnosticTable(),
      exprDiagnosticTable(),
      evalDiagnosticTable(),
      expandDiagnosticTable(),
      mockDiagnosticTable(),
      ruleDiagnosticTable(),
      reportDiagnosticTable(),
      contractDiagnosticTable(),
      policy::diag::table(),
  };
}

std::optional<CatalogEntry> findDiagnostic(std::string_view code) {
  for (const DiagnosticTable& t : diagnosticTables())
    for (const DiagnosticInfo& row : t.rows)
      if (iequals(row.code, code)) return CatalogEntry{row, t};
  return std::nullopt;
}

std::vector<std::string> allDiagnosticCodes() {
  std::vector<std::string> out;
  for (const DiagnosticTable& t : diagnosticTables())
    for (const DiagnosticInfo& row : t.rows) out.emplace_back(row.code);
  return out;
}

}  // namespace pf::help
