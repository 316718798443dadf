// Basic string functions: case, trimming, padding, searching, splitting and joining,
// substring, string() and like().
#include "engine/core/text_search.hpp"
#include "engine/core/utf8.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/convert.hpp"
#include "functions/detail/string_categories.hpp"
#include "functions/detail/text.hpp"

namespace pf {
namespace {

// Longest string padLeft may build: as long as the largest value a deployment may hold (4 MB).
// It was 16M characters, and 800 copies of such a string (50 MB each of a three-byte padding
// character) took a minute to build.
constexpr int64_t kMaxPaddedLength = 4 * 1024 * 1024;

Result<Value> startsWith(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(c.expectString(1));
  std::u16string s = utf8::toUtf16(c.args[0].str());
  std::u16string p = utf8::toUtf16(c.args[1].str());
  return Value(p.size() <= s.size() && text::equalsIgnoreCase(std::u16string_view(s).substr(0, p.size()), p));
}

Result<Value> endsWith(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(c.expectString(1));
  std::u16string s = utf8::toUtf16(c.args[0].str());
  std::u16string p = utf8::toUtf16(c.args[1].str());
  return Value(p.size() <= s.size() &&
               text::equalsIgnoreCase(std::u16string_view(s).substr(s.size() - p.size()), p));
}

Result<Value> toLower(Call& c) {
  PF_EXPECT(c.expectString(0));
  return Value(text::toLowerInvariant(c.args[0].str()));
}

Result<Value> toUpper(Call& c) {
  PF_EXPECT(c.expectString(0));
  return Value(text::toUpperInvariant(c.args[0].str()));
}

Result<Value> trim(Call& c) {
  PF_EXPECT(c.expectString(0));
  return Value(text::trimWhiteSpace(c.args[0].str()));
}

Result<Value> padLeft(Call& c) {
  const Value& v = c.args[0];
  if (!v.isString() && !v.isInt()) return c.argError(0, "a string or an integer");
  PF_EXPECT(c.expectInt(1));
  int64_t total = c.args[1].asInt();
  if (total < 0) return c.argError(1, "a total length of zero or more");
  if (total > kMaxPaddedLength)
    return c.argError(1, "a total length of at most " + std::to_string(kMaxPaddedLength));
  std::u16string pad = u" ";
  if (c.args.size() > 2) {
    PF_EXPECT(c.expectString(2));
    pad = utf8::toUtf16(c.args[2].str());
    if (pad.size() != 1) return c.argError(2, "a single character");
  }
  std::string s = v.isString() ? v.str() : std::to_string(v.asInt());
  size_t len = utf8::utf16Length(s);
  if (static_cast<int64_t>(len) >= total) return Value(std::move(s));  // never truncates
  // The padding character once in UTF-8 (a lone surrogate is U+FFFD), then repeated: building
  // the prefix through UTF-16 cost a conversion per character, 10 s for a fuzzer's 64 MB.
  std::string unit = utf8::fromUtf16(std::u16string_view(pad.data(), 1));
  size_t count = static_cast<size_t>(total) - len;
  std::string out;
  out.reserve(unit.size() * count + s.size());
  if (unit.size() == 1) {
    out.assign(count, unit[0]);
  } else {
    // Doubling what is there: a few copies, not an append per character (a fuzzer's 16M
    // two-byte characters took 11 s under the sanitizers).
    const size_t bytes = unit.size() * count;
    out = unit;
    while (out.size() < bytes) out.append(out, 0, std::min(out.size(), bytes - out.size()));
  }
  out += s;
  return Value(std::move(out));
}

Result<Value> replace(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(c.expectString(1));
  PF_EXPECT(c.expectString(2));
  const std::string& s = c.args[0].str();
  const std::string& from = c.args[1].str();
  const std::string& to = c.args[2].str();
  // .NET's Replace rejects an empty search text, but Resource Manager deploys templates that
  // replace an empty _artifactsLocationSasToken; the text comes back unchanged.
  if (from.empty()) return Value(s);
  // Ordinal replacement: on valid UTF-8, byte matching equals UTF-16 matching.
  std::string out;
  if (!TextFinder(from).replaceAll(s, to, out, c.ctx.session.stringRoom())) return EvalSession::tooMuchWork(c.loc());
  return Value(std::move(out));
}

// .NET string.Split(string[] separators, StringSplitOptions.None): at each position the
// first separator (in order) that matches wins; with no non-empty separator the string
// splits on white space.
Result<Value> split(Call& c) {
  PF_EXPECT(c.expectString(0));
  const Value& d = c.args[1];
  std::vector<std::string> seps;
  if (d.isString()) {
    seps.push_back(d.str());
  } else if (d.isArray()) {
    if (d.containsUnknown()) return Value::unknown(c.render());
    for (size_t i = 0; i < d.arr().size(); ++i) {
      const Value& s = d.arr()[i];
      if (!s.isString())
        return c.argError(1, "a string or an array of strings (item " + std::to_string(i) + " is " +
                                 describeValue(s) + ")");
      seps.push_back(s.str());
    }
  } else {
    return c.argError(1, "a string or an array of strings");
  }
  const std::string& s = c.args[0].str();
  Array out;
  bool anySep = false;
  for (const auto& sep : seps) anySep |= !sep.empty();
  if (!anySep) {
    std::u16string u = utf8::toUtf16(s);
    size_t start = 0;
    for (size_t i = 0; i < u.size(); ++i) {
      if (text::isWhiteSpace(u[i])) {
        out.emplace_back(utf8::fromUtf16(std::u16string_view(u).substr(start, i - start)));
        start = i + 1;
      }
    }
    out.emplace_back(utf8::fromUtf16(std::u16string_view(u).substr(start)));
    return Value(std::move(out));
  }
  // Each separator's occurrences are found by one forward scan of the text (TextFinder), so
  // the split takes time linear in the text per separator, not text times separator length;
  // the scans are charged up front, so many separators over a long text stop at the budget.
  if (auto over = c.ctx.session.charge(seps.size() * (1 + s.size() / 16), c.loc())) return std::move(*over);
  std::vector<TextFinder> finders;
  std::vector<TextFinder::Scan> scans;
  finders.reserve(seps.size());
  scans.reserve(seps.size());
  for (const auto& sep : seps) {
    if (sep.empty()) continue;
    scans.emplace_back(finders.emplace_back(sep), s);
  }
  size_t start = 0;
  for (;;) {
    // The nearest occurrence at or after `start`; at one position, the first separator listed.
    size_t at = TextFinder::npos, length = 0;
    for (size_t k = 0; k < scans.size(); ++k) {
      size_t p = scans[k].next(start);
      if (p < at) {
        at = p;
        length = finders[k].size();
      }
    }
    if (at == TextFinder::npos) break;
    out.emplace_back(s.substr(start, at - start));
    start = at + length;
  }
  out.emplace_back(s.substr(start));
  return Value(std::move(out));
}

Result<Value> join(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  PF_EXPECT(c.expectString(1));
  const Value& a = c.args[0];
  if (a.containsUnknown()) return Value::unknown(c.render());
  std::string out;
  const std::string& delim = c.args[1].str();
  for (size_t i = 0; i < a.arr().size(); ++i) {
    const Value& item = a.arr()[i];
    if (!isScalar(item))
      return c.argError(0, "an array of strings (item " + std::to_string(i) + " is " + describeValue(item) + ")");
    if (i) out += delim;
    out += armToString(item);
    PF_EXPECT(pastStringRoom(c, out));
  }
  return Value(std::move(out));
}

Result<Value> substring(Call& c) {
  PF_EXPECT(c.expectString(0));
  std::u16string s = utf8::toUtf16(c.args[0].str());
  int64_t len = static_cast<int64_t>(s.size());
  int64_t start = 0;
  if (c.args.size() > 1 && !c.args[1].isNull()) {
    PF_EXPECT(c.expectInt(1));
    start = c.args[1].asInt();
  }
  bool hasLength = c.args.size() > 2 && !c.args[2].isNull();
  int64_t count = len - start;
  if (hasLength) {
    PF_EXPECT(c.expectInt(2));
    count = c.args[2].asInt();
  }
  if (start < 0 || start > len || count < 0 || count > len - start) {
    std::string msg = "The index and length parameters must refer to a location within the string. The index parameter: '" +
                      std::to_string(start) + "'";
    if (hasLength) msg += ", the length parameter: '" + std::to_string(count) + "'";
    msg += ", the length of the string parameter: '" + std::to_string(len) + "'.";
    return c.error(msg);
  }
  return Value(utf8::fromUtf16(std::u16string_view(s).substr(static_cast<size_t>(start), static_cast<size_t>(count))));
}

Result<Value> stringFn(Call& c) {
  const Value& v = c.args[0];
  if (v.containsUnknown()) return Value::unknown(c.render());
  if (v.isLambda()) return c.argError(0, "a value (not a lambda)");
  return Value(armToString(v));
}

// '*' matches any run of characters (also none); the comparison ignores case. Other
// characters, '?' included, match themselves.
bool wildcardMatch(std::u16string_view s, std::u16string_view p) {
  size_t si = 0, pi = 0;
  size_t starP = std::u16string_view::npos, starS = 0;
  auto same = [](char16_t a, char16_t b) { return a == b || text::toUpperInvariant(a) == text::toUpperInvariant(b); };
  while (si < s.size()) {
    if (pi < p.size() && p[pi] == u'*') {
      starP = pi++;
      starS = si;
    } else if (pi < p.size() && same(p[pi], s[si])) {
      ++pi;
      ++si;
    } else if (starP != std::u16string_view::npos) {
      pi = starP + 1;
      si = ++starS;
    } else {
      return false;
    }
  }
  while (pi < p.size() && p[pi] == u'*') ++pi;
  return pi == p.size();
}

Result<Value> like(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(c.expectString(1));
  return Value(wildcardMatch(utf8::toUtf16(c.args[0].str()), utf8::toUtf16(c.args[1].str())));
}

}  // namespace

void registerStringBasicFunctions(FunctionRegistry& r) {
  r.add({"startsWith", "string", 2, 2, "startsWith(stringToSearch, stringToFind)",
         "True when the string starts with the value (case-insensitive).", startsWith});
  r.add({"endsWith", "string", 2, 2, "endsWith(stringToSearch, stringToFind)",
         "True when the string ends with the value (case-insensitive).", endsWith});
  r.add({"toLower", "string", 1, 1, "toLower(stringToChange)", "Converts a string to lower case.", toLower});
  r.add({"toUpper", "string", 1, 1, "toUpper(stringToChange)", "Converts a string to upper case.", toUpper});
  r.add({"trim", "string", 1, 1, "trim(stringToTrim)", "Removes leading and trailing white space.", trim});
  r.add({"padLeft", "string", 2, 3, "padLeft(valueToPad, totalLength, [paddingCharacter])",
         "Right-aligns a string or integer by adding characters (default a space) on the left.", padLeft});
  r.add({"replace", "string", 3, 3, "replace(originalString, oldString, newString)",
         "Replaces every occurrence of one string with another (case-sensitive).", replace});
  r.add({"split", "string", 2, 2, "split(inputString, delimiter)",
         "Splits a string at a delimiter or at any of an array of delimiters.", split});
  r.add({"join", "string", 2, 2, "join(inputArray, delimiter)",
         "Joins an array of strings into one string with a delimiter.", join});
  r.add({"substring", "string", 1, 3, "substring(stringToParse, [startIndex], [length])",
         "The part of a string from a zero-based position, of a given length or to the end.", substring});
  r.add({"string", "string", 1, 1, "string(valueToConvert)",
         "Converts a value to a string; arrays and objects become compact JSON.", stringFn});
  r.add({"like", "string", 2, 2, "like(stringToMatch, pattern)",
         "True when the string matches a pattern where '*' stands for any text (case-insensitive).", like});
}

}  // namespace pf
