#include "tests/corpus/rule_count_table.hpp"

#include "tests/tsv_table.hpp"

namespace pf::test {

std::string ruleCountTable(const std::string& comment, const std::map<std::string, RuleCountRow>& rows) {
  TsvTable table{{"rule", "id", "pass", "fail", "inconclusive", "suppressed"}, {}};
  for (const auto& [name, r] : rows)
    table.rows.push_back({name, r.id, std::to_string(r.pass), std::to_string(r.fail), std::to_string(r.inconclusive),
                          std::to_string(r.suppressed)});
  return tsvText(comment, table);
}

}  // namespace pf::test
