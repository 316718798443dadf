#pragma once
// Every phase's diagnostics table (engine/core/diagnostic_table.hpp), in pipeline order: the one
// source of `preflight explain` and docs/diagnostics.md.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic_table.hpp"

namespace pf::help {

// The command line's table (cli/ is not a library; its codes are kept here).
DiagnosticTable cliDiagnosticTable();

// Every table, in the order of the pipeline.
std::vector<DiagnosticTable> diagnosticTables();

struct CatalogEntry {
  DiagnosticInfo info;
  DiagnosticTable table;
};

// The entry of `code` (case-insensitive), or nullopt.
std::optional<CatalogEntry> findDiagnostic(std::string_view code);

// Every code in the catalogue.
std::vector<std::string> allDiagnosticCodes();

}  // namespace pf::help
