#include "rules/rule_result.hpp"

namespace pf::rules {

const char* levelName(Level level) {
  switch (level) {
    case Level::Error: return "Error";
    case Level::Warning: return "Warning";
    case Level::Information: return "Information";
  }
  return "Error";
}

std::optional<Level> parseLevel(std::string_view text) {
  if (iequals(text, "Error")) return Level::Error;
  if (iequals(text, "Warning")) return Level::Warning;
  if (iequals(text, "Information") || iequals(text, "Info")) return Level::Information;
  return std::nullopt;
}

const char* outcomeName(Outcome outcome) {
  switch (outcome) {
    case Outcome::Pass: return "pass";
    case Outcome::Fail: return "fail";
    case Outcome::Inconclusive: return "inconclusive";
  }
  return "fail";
}

namespace {

const BoundTarget& boundOrNone(const std::shared_ptr<const BoundTarget>& bound) {
  static const BoundTarget kNone;
  return bound ? *bound : kNone;
}

}  // namespace

const std::string& RuleResult::targetName() const { return boundOrNone(bound).name; }
const std::string& RuleResult::targetType() const { return boundOrNone(bound).type; }
const Object& RuleResult::fields() const { return boundOrNone(bound).fields; }

std::string Reason::text() const { return path.empty() ? message : "Path " + path + ": " + message; }

}  // namespace pf::rules
