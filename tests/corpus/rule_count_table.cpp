#include "tests/corpus/rule_count_table.hpp"

#include <sstream>

namespace pf::test {

std::string ruleCountTable(const std::string& comment, const std::map<std::string, RuleCountRow>& rows) {
  std::ostringstream out;
  std::istringstream lines(comment);
  for (std::string line; std::getline(lines, line);) out << "# " << line << "\n";
  out << "rule\tid\tpass\tfail\tinconclusive\tsuppressed\n";
  for (const auto& [name, r] : rows)
    out << name << "\t" << r.id << "\t" << r.pass << "\t" << r.fail << "\t" << r.inconclusive << "\t" << r.suppressed
        << "\n";
  return out.str();
}

}  // namespace pf::test
