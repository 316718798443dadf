#pragma once
// Per-rule outcome counts over a corpus as a tab-separated table checked in under
// tests/corpus/expected/, so that a change to a rule or to the engine shows its effect on
// every rule in review (`git diff` of the table) and a rule that starts failing everywhere
// fails the corpus test.
#include <cstddef>
#include <map>
#include <string>

namespace pf::test {

struct RuleCountRow {
  std::string id;  // the reference reporters show (PF-0101), or the name
  size_t pass = 0, fail = 0, inconclusive = 0, suppressed = 0;
};

// "# <comment lines>\nrule\tid\tpass\tfail\tinconclusive\tsuppressed\n" then one row per rule, by name.
std::string ruleCountTable(const std::string& comment, const std::map<std::string, RuleCountRow>& rows);

}  // namespace pf::test
