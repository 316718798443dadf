#pragma once
// Typed reads of configuration values with CFG diagnostics; shared by the readers of
// preflight's own sections and of PSRule's option names.
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/inputs/config.hpp"

namespace pf::inputs::detail {

inline constexpr const char* kUnknownKey = "CFG001";
inline constexpr const char* kWrongType = "CFG003";
inline constexpr const char* kBadValue = "CFG004";
inline constexpr const char* kNoEffect = "CFG005";
inline constexpr const char* kDocuments = "CFG006";

class ConfigValues {
 public:
  // `layered`: the file is read over another one's settings (preflight.yaml over ps-rule.yaml).
  ConfigValues(Config& config, Diagnostics& diags, bool layered = false)
      : config_(config), diags_(diags), layered_(layered) {}
  Config& config() { return config_; }
  Diagnostics& diags() { return diags_; }

  // Each read reports a value of the wrong type (CFG003, naming `what`) and returns nothing.
  bool object(const Value& v, std::string_view what);
  std::optional<std::string> string(const Value& v, std::string_view what);
  std::optional<bool> boolean(const Value& v, std::string_view what);
  std::optional<int64_t> integer(const Value& v, std::string_view what);
  // A string or a list of strings.
  std::optional<std::vector<PatternEntry>> strings(const Value& v, std::string_view what);

  // CFG001: "unknown key 'k' in <section> (expected a, b, c)".
  void unknownKey(std::string_view key, const Value& v, std::string_view section, std::string_view expected);
  // CFG004 with the value's position.
  void badValue(const Value& v, std::string message);
  // CFG005 (warning, said on standard error rather than judged): a PSRule option that has no
  // effect in preflight, and why.
  void noEffect(std::string_view option, const Value& v, std::string_view why);

  // `p` taken from the configuration file's folder unless it is absolute.
  std::string resolvePath(const std::string& p) const;

  // True the first time this file writes the list `setting` when it is read over another file:
  // the caller then clears what the other file put there, so that this file's list wins.
  bool takesOver(std::string_view setting) { return layered_ && written_.insert(std::string(setting)).second; }

 private:
  Config& config_;
  Diagnostics& diags_;
  bool layered_ = false;
  std::set<std::string> written_;
};

// Lower-cased output format, also from PSRule's names; empty when not supported.
std::string outputFormatName(std::string_view text);
std::optional<RuleLevel> parseRuleLevel(std::string_view text);
// "error", "warning", "note" or "none" (also "info"/"information" → note, "never" → none).
std::optional<std::string> parseFailOn(std::string_view text);
// YYYY-MM-DD with a valid month and day.
bool isIsoDate(std::string_view text);

}  // namespace pf::inputs::detail
