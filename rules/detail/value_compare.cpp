#include "rules/detail/value_compare.hpp"

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "engine/core/civil_date.hpp"
#include "engine/core/json.hpp"
#include "engine/core/trim.hpp"
#include "engine/core/utf8.hpp"

namespace pf::rules::detail {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

bool readFixed(std::string_view s, size_t& i, size_t n, int& out) {
  if (i + n > s.size()) return false;
  int v = 0;
  for (size_t k = 0; k < n; ++k) {
    if (!isDigit(s[i + k])) return false;
    v = v * 10 + (s[i + k] - '0');
  }
  i += n;
  out = v;
  return true;
}

}  // namespace

bool parseInt(std::string_view s, int64_t& out) {
  s = trimAscii(s);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

bool parseNumber(std::string_view s, double& out) {
  s = trimAscii(s);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size() && std::isfinite(out);
}

bool parseDateTime(std::string_view s, double& epochSeconds) {
  s = trimAscii(s);
  size_t i = 0;
  int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
  if (!readFixed(s, i, 4, year) || i >= s.size() || s[i++] != '-' || !readFixed(s, i, 2, month) ||
      i >= s.size() || s[i++] != '-' || !readFixed(s, i, 2, day))
    return false;
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  double frac = 0;
  int64_t offsetSeconds = 0;
  if (i < s.size() && (s[i] == 'T' || s[i] == 't' || s[i] == ' ')) {
    ++i;
    if (!readFixed(s, i, 2, hour) || i >= s.size() || s[i++] != ':' || !readFixed(s, i, 2, minute)) return false;
    if (i < s.size() && s[i] == ':') {
      ++i;
      if (!readFixed(s, i, 2, second)) return false;
      if (i < s.size() && s[i] == '.') {
        size_t start = ++i;
        while (i < s.size() && isDigit(s[i])) ++i;
        if (i == start) return false;
        double scale = 0.1;
        for (size_t k = start; k < i; ++k, scale /= 10) frac += (s[k] - '0') * scale;
      }
    }
    if (hour > 23 || minute > 59 || second > 60) return false;
    if (i < s.size() && (s[i] == 'Z' || s[i] == 'z')) {
      ++i;
    } else if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      int sign = s[i++] == '-' ? -1 : 1;
      int oh, om = 0;
      if (!readFixed(s, i, 2, oh)) return false;
      if (i < s.size() && s[i] == ':') ++i;
      if (i < s.size() && !readFixed(s, i, 2, om)) return false;
      offsetSeconds = sign * (oh * 3600 + om * 60);
    }
  }
  if (i != s.size()) return false;
  int64_t days = daysFromCivil(year, static_cast<unsigned>(month), static_cast<unsigned>(day));
  epochSeconds = static_cast<double>(days * 86400 + hour * 3600 + minute * 60 + second - offsetSeconds) + frac;
  return true;
}

double nowEpochSeconds() {
  using namespace std::chrono;
  return duration<double>(system_clock::now().time_since_epoch()).count();
}

bool tryString(const Value& v, bool convert, std::string& out) {
  if (v.isString()) {
    out = v.str();
    return true;
  }
  if (!convert) return false;
  if (v.isInt()) {
    out = std::to_string(v.asInt());
    return true;
  }
  if (v.isBool()) {
    out = v.asBool() ? "True" : "False";
    return true;
  }
  return false;
}

bool tryBool(const Value& v, bool convert, bool& out) {
  if (v.isBool()) {
    out = v.asBool();
    return true;
  }
  if (!convert) return false;
  if (v.isString()) {
    std::string_view s = trimAscii(v.str());
    if (iequals(s, "true")) {
      out = true;
      return true;
    }
    if (iequals(s, "false")) {
      out = false;
      return true;
    }
    return false;
  }
  if (v.isInt()) {
    out = v.asInt() > 0;
    return true;
  }
  return false;
}

bool tryInt(const Value& v, bool convert, int64_t& out) {
  if (v.isInt()) {
    out = v.asInt();
    return true;
  }
  return convert && v.isString() && parseInt(v.str(), out);
}

bool tryNumber(const Value& v, bool convert, double& out) {
  if (v.isNumber()) {
    out = v.asNumber();
    return true;
  }
  return convert && v.isString() && parseNumber(v.str(), out);
}

bool tryDateTime(const Value& v, bool convert, double& out) {
  if (!convert) return false;
  if (v.isString()) return parseDateTime(v.str(), out);
  // .NET: an int32 is a number of days from now.
  if (v.isInt() && v.asInt() >= INT32_MIN && v.asInt() <= INT32_MAX) {
    out = nowEpochSeconds() + static_cast<double>(v.asInt()) * 86400.0;
    return true;
  }
  return false;
}

bool stringEquals(std::string_view a, std::string_view b, bool caseSensitive) {
  return caseSensitive ? a == b : iequals(a, b);
}

namespace {

// Strict equality used for array items (PSRule compares them ordinally, without conversion).
bool itemEquals(const Value& a, const Value& b) {
  if (a.isNull() || b.isNull()) return a.isNull() && b.isNull();
  if (a.isArray() && b.isArray()) {
    if (a.arr().size() != b.arr().size()) return false;
    for (size_t i = 0; i < a.arr().size(); ++i)
      if (!itemEquals(a.arr()[i], b.arr()[i])) return false;
    return true;
  }
  return a.equals(b);
}

}  // namespace

bool valuesEqual(const Value& expected, const Value& actual, bool caseSensitive, bool convertExpected,
                 bool convertActual) {
  if (expected.isNull() || actual.isNull()) return expected.isNull() && actual.isNull();
  // Two strings (the usual case) compare in place; tryString would copy the target's.
  if (expected.isString() && actual.isString()) return stringEquals(expected.str(), actual.str(), caseSensitive);
  std::string s2;
  if (expected.isString() && tryString(actual, convertActual, s2)) return stringEquals(expected.str(), s2, caseSensitive);
  bool b1, b2;
  if (tryBool(expected, convertExpected, b1) && tryBool(actual, convertActual, b2)) return b1 == b2;
  int64_t i1, i2;
  if (tryInt(expected, convertExpected, i1) && tryInt(actual, convertActual, i2)) return i1 == i2;
  if (expected.isNumber() && actual.isNumber()) return expected.asNumber() == actual.asNumber();
  // YAML rules: `equals: true` or `equals: 3` also match the text "true"/"3" in a target.
  if (convertExpected && actual.isString() && (expected.isBool() || expected.isNumber())) {
    std::string s1 = expected.isBool() ? (expected.asBool() ? "true" : "false") : toJson(expected);
    return stringEquals(s1, actual.str(), caseSensitive);
  }
  if (expected.isArray() && actual.isArray()) return itemEquals(expected, actual);
  if (expected.isObject() && actual.isObject()) return expected.equals(actual);
  return false;
}

std::optional<int64_t> itemCount(const Value& v) {
  if (v.isArray()) return static_cast<int64_t>(v.arr().size());
  return std::nullopt;
}

std::optional<int> compareNumeric(const Value& actual, int64_t expected, bool convert, Value* shown) {
  auto cmp = [](auto a, auto b) { return a < b ? -1 : (a > b ? 1 : 0); };
  int64_t i;
  if (tryInt(actual, convert, i)) {
    if (shown) *shown = Value(i);
    return cmp(i, expected);
  }
  double d;
  if (tryNumber(actual, convert, d)) {
    if (shown) *shown = Value(d);
    return cmp(d, static_cast<double>(expected));
  }
  if (tryDateTime(actual, convert, d)) {
    if (shown) *shown = actual;
    return cmp(d, nowEpochSeconds() + static_cast<double>(expected) * 86400.0);
  }
  if (actual.isString()) {
    // Length in characters (code points), as .NET counts for text without surrogates.
    int64_t n = 0;
    for (unsigned char c : actual.str()) n += (c & 0xC0) != 0x80;
    if (shown) *shown = Value(n);
    return cmp(n, expected);
  }
  if (auto n = itemCount(actual)) {
    if (shown) *shown = Value(*n);
    return cmp(*n, expected);
  }
  return std::nullopt;
}

bool isNullOrEmpty(const Value& v) {
  return v.isNull() || (v.isString() && v.str().empty()) || (v.isArray() && v.arr().empty());
}

std::string display(const Value& v) {
  if (v.isString()) return v.str();
  JsonWriteOptions o;
  o.unknownAsExpression = true;
  return toJson(v, o);
}

std::string reasonValue(const Value& v) {
  std::string text = display(v);
  std::string out;
  size_t chars = 0, i = 0;
  while (i < text.size()) {
    char32_t cp = utf8::next(text, i);
    if (++chars > kReasonValueChars) {
      size_t total = chars;
      while (i < text.size()) utf8::next(text, i), ++total;
      out += "\u2026 (" + std::to_string(total) + " characters)";
      break;
    }
    switch (cp) {
      case '\n': out += "\\n"; continue;
      case '\r': out += "\\r"; continue;
      case '\t': out += "\\t"; continue;
      default: break;
    }
    bool control = cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || cp == 0x2028 || cp == 0x2029;
    bool bidi = (cp >= 0x200E && cp <= 0x200F) || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) ||
                cp == 0x061C;
    if (control || bidi) {
      char buf[12];
      std::snprintf(buf, sizeof buf, "\\u%04X", static_cast<unsigned>(cp));
      out += buf;
      continue;
    }
    utf8::append(out, cp);
  }
  return out;
}

}  // namespace pf::rules::detail
