#include "engine/inputs/detail/config_values.hpp"

#include <filesystem>

namespace pf::inputs::detail {

namespace {

std::string describe(const Value& v) {
  switch (v.kind()) {
    case Kind::Null: return "nothing";
    case Kind::Bool: return v.asBool() ? "true" : "false";
    case Kind::Int: return "the number " + std::to_string(v.asInt());
    case Kind::Float: return "a number";
    case Kind::String: return "the text '" + v.str() + "'";
    case Kind::Array: return "a list";
    case Kind::Object: return "a mapping";
    default: return kindName(v.kind());
  }
}

}  // namespace

bool ConfigValues::object(const Value& v, std::string_view what) {
  if (v.isObject()) return true;
  diags_.error(kWrongType, std::string(what) + " must be a mapping of keys to values; found " + describe(v), v.loc());
  return false;
}

std::optional<std::string> ConfigValues::string(const Value& v, std::string_view what) {
  if (v.isString()) return v.str();
  // A plain scalar such as 5 or 1.5 is a number to YAML, but a name or version here.
  if (v.isInt()) return std::to_string(v.asInt());
  diags_.error(kWrongType, std::string(what) + " must be text; found " + describe(v), v.loc());
  return std::nullopt;
}

std::optional<bool> ConfigValues::boolean(const Value& v, std::string_view what) {
  if (v.isBool()) return v.asBool();
  diags_.error(kWrongType, std::string(what) + " must be true or false; found " + describe(v), v.loc());
  return std::nullopt;
}

std::optional<int64_t> ConfigValues::integer(const Value& v, std::string_view what) {
  if (v.isInt()) return v.asInt();
  diags_.error(kWrongType, std::string(what) + " must be a whole number; found " + describe(v), v.loc());
  return std::nullopt;
}

std::optional<std::vector<PatternEntry>> ConfigValues::strings(const Value& v, std::string_view what) {
  std::vector<PatternEntry> out;
  if (v.isNull()) return out;
  if (v.isString()) {
    out.push_back({v.str(), v.loc()});
    return out;
  }
  if (!v.isArray()) {
    diags_.error(kWrongType, std::string(what) + " must be a list of text values; found " + describe(v), v.loc());
    return std::nullopt;
  }
  bool ok = true;
  for (const Value& item : v.arr()) {
    if (item.isString() || item.isInt()) {
      out.push_back({item.isString() ? item.str() : std::to_string(item.asInt()), item.loc()});
    } else {
      diags_.error(kWrongType, "every entry of " + std::string(what) + " must be text; found " + describe(item),
                   item.loc());
      ok = false;
    }
  }
  if (!ok) return std::nullopt;
  return out;
}

void ConfigValues::unknownKey(std::string_view key, const Value& v, std::string_view section,
                              std::string_view expected) {
  std::string where = section.empty() ? "at the top level" : "in '" + std::string(section) + "'";
  diags_.error(kUnknownKey,
               "unknown key '" + std::string(key) + "' " + where + " of the configuration (expected " +
                   std::string(expected) + ")",
               v.loc());
}

void ConfigValues::badValue(const Value& v, std::string message) { diags_.error(kBadValue, std::move(message), v.loc()); }

void ConfigValues::noEffect(std::string_view option, const Value& v, std::string_view why) {
  diags_.warning(kNoEffect, "option '" + std::string(option) + "' has no effect in preflight: " + std::string(why),
                 v.loc());
}

std::string ConfigValues::resolvePath(const std::string& p) const {
  namespace fs = std::filesystem;
  fs::path path(p);
  if (path.is_absolute() || config_.baseDir.empty()) return path.lexically_normal().generic_string();
  return (fs::path(config_.baseDir) / path).lexically_normal().generic_string();
}

std::string outputFormatName(std::string_view text) {
  std::string t = toLowerAscii(text);
  if (t == "text" || t == "json" || t == "sarif" || t == "junit" || t == "markdown") return t;
  if (t == "nunit3") return "junit";  // PSRule's test-report format; JUnit XML is what CI systems read
  if (t == "md") return "markdown";
  return {};
}

std::optional<RuleLevel> parseRuleLevel(std::string_view text) {
  std::string t = toLowerAscii(text);
  if (t == "error") return RuleLevel::Error;
  if (t == "warning") return RuleLevel::Warning;
  if (t == "information" || t == "info" || t == "note") return RuleLevel::Information;
  return std::nullopt;
}

std::optional<std::string> parseFailOn(std::string_view text) {
  std::string t = toLowerAscii(text);
  if (t == "error" || t == "warning" || t == "note" || t == "none") return t;
  if (t == "info" || t == "information") return std::string("note");
  if (t == "never") return std::string("none");
  return std::nullopt;
}

bool isIsoDate(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (s[i] < '0' || s[i] > '9') return false;
  int month = (s[5] - '0') * 10 + (s[6] - '0');
  int day = (s[8] - '0') * 10 + (s[9] - '0');
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

}  // namespace pf::inputs::detail
