#include "engine/core/diagnostic_table.hpp"

namespace pf {

const DiagnosticInfo* findInTable(const DiagnosticTable& table, std::string_view code) {
  for (const DiagnosticInfo& row : table.rows)
    if (row.code == code) return &row;
  return nullptr;
}

}  // namespace pf
