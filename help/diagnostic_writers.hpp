#pragma once
// `preflight explain` output and docs/diagnostics.md, from the diagnostics catalogue.
#include <string>
#include <vector>

#include "help/diagnostic_catalog.hpp"

namespace pf::help {

std::string diagnosticText(const CatalogEntry& entry);
std::string diagnosticJson(const CatalogEntry& entry);
std::string diagnosticMarkdown(const CatalogEntry& entry);

// Every code, one line each (`explain --list`), or as JSON / Markdown.
std::string diagnosticsListText(const std::vector<DiagnosticTable>& tables);
std::string diagnosticsListJson(const std::vector<DiagnosticTable>& tables);
// docs/diagnostics.md: every table with its codes, severities, meanings and fixes.
std::string diagnosticsMarkdown(const std::vector<DiagnosticTable>& tables);

}  // namespace pf::help
