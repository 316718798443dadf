#pragma once
// What the rule engine reports for one (rule, target) pair. Reporters (text, JSON, SARIF, ...)
// consume these; nothing here depends on how rules are written or evaluated.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/value.hpp"

namespace pf::rules {

// How serious a failure is (PSRule's spec.level).
enum class Level { Error, Warning, Information };
const char* levelName(Level level);  // "Error", "Warning", "Information"
// Case-insensitive; also accepts "Info". nullopt for anything else.
std::optional<Level> parseLevel(std::string_view text);

enum class Outcome {
  Pass,
  Fail,
  Inconclusive,  // the condition touched a value that is not known before deployment
};
const char* outcomeName(Outcome outcome);  // "pass", "fail", "inconclusive"

// Descriptive metadata of a rule; shared by the rule set and every result for that rule.
struct RuleInfo {
  std::string name;          // metadata.name, e.g. "Azure.Storage.Firewall"
  std::string ref;           // metadata.ref, e.g. "AZR-000202"; may be empty
  std::vector<std::string> aliases;
  std::string displayName;   // metadata.displayName
  std::string synopsis;      // the "# Synopsis:" comment, else metadata.description
  std::string description;   // metadata.description
  std::string recommend;     // spec.recommend
  std::string helpUri;       // metadata.link, else annotations["online version"]
  Level level = Level::Error;  // spec.level; PSRule's default is Error
  Object tags;               // metadata.tags
  Object labels;             // metadata.labels
  Object annotations;        // metadata.annotations
  Loc loc;                   // where the rule document starts in its file
  // The rule module the rule came from (a folder holding `<module>.psd1`, or the built-in pack);
  // empty for a local rule (PSRule's standalone rules: .ps-rule/, include.path, --rules).
  std::string module;

  // The id reporters show: the reference when there is one (as PSRule's SARIF does), else the name.
  const std::string& id() const { return ref.empty() ? name : ref; }
};

// One reason a rule did not pass: the object path of the field involved (empty when the
// condition was not about a field) and what was found there.
struct Reason {
  std::string path;
  std::string message;
  // "Path <path>: <message>", or just the message when there is no path.
  std::string text() const;
  friend bool operator==(const Reason&, const Reason&) = default;
};

// A target as a rule scope bound it: one copy for all the results of the scope on the target.
struct BoundTarget {
  std::string name;
  std::string type;
  Object fields;
};

struct RuleResult {
  std::shared_ptr<const RuleInfo> rule;
  Outcome outcome = Outcome::Pass;
  Level level = Level::Error;   // effective level, after baseline and filter overrides
  std::vector<Reason> reasons;  // why it failed or was inconclusive; empty for a pass
  Value target;                 // the evaluated resource (shares storage with the caller's value)
  // The target as the rule's scope bound it (its binding options may differ from another scope's);
  // null when nothing bound it (the accessors then give empty ones).
  std::shared_ptr<const BoundTarget> bound;
  const std::string& targetName() const;
  const std::string& targetType() const;
  const Object& fields() const;
};

}  // namespace pf::rules
