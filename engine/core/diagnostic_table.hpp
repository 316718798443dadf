#pragma once
// The diagnostics catalogue: every code a phase can report, with its usual severity, what it
// means in one line and how to fix it. Each phase keeps its own table beside its code
// (`<phase folder>/diagnostic_codes.cpp`); `preflight explain CODE` and docs/diagnostics.md are
// generated from the tables, and a test fails when the source uses a code no table lists.
#include <span>
#include <string_view>

#include "engine/core/diagnostic.hpp"

namespace pf {

struct DiagnosticInfo {
  std::string_view code;      // e.g. "EXP040"
  Severity severity;          // the usual severity; `meaning` says when it differs
  std::string_view meaning;   // one line: what was found
  std::string_view fix;       // how to make it go away
};

struct DiagnosticTable {
  std::string_view prefix;   // the code family, e.g. "EXP"
  std::string_view phase;    // e.g. "Template expansion"
  std::string_view folder;   // where the phase lives, e.g. "engine/expand"
  std::span<const DiagnosticInfo> rows;
};

// The rows of one table for `code`, or null.
const DiagnosticInfo* findInTable(const DiagnosticTable& table, std::string_view code);

// The tables engine/core owns: JSON reading, YAML reading, file access.
DiagnosticTable jsonDiagnosticTable();
DiagnosticTable yamlDiagnosticTable();
DiagnosticTable ioDiagnosticTable();

}  // namespace pf
