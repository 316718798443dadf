#include "report/finding.hpp"

#include "engine/core/value.hpp"

namespace pf::report {

const char* outcomeName(Outcome o) {
  switch (o) {
    case Outcome::Pass: return "pass";
    case Outcome::Fail: return "fail";
    case Outcome::Inconclusive: return "inconclusive";
    case Outcome::Error: return "error";
  }
  return "fail";
}

std::optional<Outcome> parseOutcome(std::string_view text) {
  for (Outcome o : {Outcome::Pass, Outcome::Fail, Outcome::Inconclusive, Outcome::Error})
    if (iequals(text, outcomeName(o))) return o;
  return std::nullopt;
}

const char* levelName(Level l) {
  switch (l) {
    case Level::Note: return "note";
    case Level::Warning: return "warning";
    case Level::Error: return "error";
  }
  return "error";
}

std::optional<Level> parseLevel(std::string_view text) {
  for (Level l : {Level::Note, Level::Warning, Level::Error})
    if (iequals(text, levelName(l))) return l;
  if (iequals(text, "information") || iequals(text, "info")) return Level::Note;
  return std::nullopt;
}

const char* suppressionKindName(SuppressionKind k) {
  return k == SuppressionKind::InSource ? "inSource" : "external";
}

std::string outcomeLabel(const Finding& f) {
  switch (f.outcome) {
    case Outcome::Pass: return "pass";
    case Outcome::Inconclusive: return "inconclusive";
    case Outcome::Error: return std::string(levelName(f.level)) + " (rule error)";
    case Outcome::Fail: break;
  }
  return levelName(f.level);
}

std::string ResourceRef::fullyQualifiedName() const {
  if (type.empty()) return name;
  if (name.empty()) return type;
  return type + "/" + name;
}

}  // namespace pf::report
