#pragma once
// What a contract test found: every (operation, rule) it checked, the violations, and the
// operations it could not run. Turned into a report::Report at the end, so findings travel
// as values and the report writers stay the ones `analyze` uses.
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "contract/options.hpp"
#include "contract/rules.hpp"
#include "report/finding.hpp"

namespace pf::contract {

struct Violation {
  Rule rule;
  Operation operation;
  std::string step;      // "" for the operation's own request; "poll 3", "RELO get 2", ...
  std::string subject;   // what was checked: "status code", "Location", "body.identifiers"
  std::string expected;  // what the contract asks for
  std::string actual;    // what came back (already quoted/cut where it came from the extension)
  std::optional<report::Level> level = std::nullopt;  // when not the rule's default level
};

class CheckLog {
 public:
  // `rule` was checked on `op` (a pass unless a violation is recorded for the pair).
  void checked(Rule rule, Operation op);
  // Records a violation (and the check). The same rule, operation and subject is recorded once:
  // a header missing from every poll is one finding.
  void violation(Violation v);
  // `op` was not run, with why.
  void skipped(Operation op, std::string reason);

  const std::vector<Violation>& violations() const { return violations_; }
  bool violated(Rule rule, Operation op) const;
  const std::vector<std::pair<Operation, std::string>>& skippedOperations() const { return skipped_; }

  // The report: a failure per violation and a pass per clean (operation, rule), located at
  // `inputFile` (the resource file), one resource per operation (its name and request).
  report::Report toReport(const std::string& inputFile, const std::string& extensionVersion) const;

 private:
  std::vector<Violation> violations_;
  std::set<std::pair<Operation, Rule>> checked_;
  std::vector<std::pair<Operation, std::string>> skipped_;
};

// "createOrUpdate (poll 2): Location: expected ...; got ...".
std::string violationMessage(const Violation& v);

}  // namespace pf::contract
