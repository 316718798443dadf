#include "functions/detail/dotnet_number.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <vector>

#include "engine/core/hex.hpp"

namespace pf::dotnet {

namespace {

// A decimal number 0.d1d2d3... × 10^exp with exact digits (no leading or trailing zeros;
// no digits at all for zero).
struct Dec {
  bool neg = false;
  std::string digits;
  int exp = 0;
  bool zero() const { return digits.empty(); }
};

void normalize(Dec& x) {
  size_t lead = x.digits.find_first_not_of('0');
  if (lead == std::string::npos) {
    x.digits.clear();
    x.exp = 0;
    return;
  }
  x.digits.erase(0, lead);
  x.exp -= static_cast<int>(lead);
  while (!x.digits.empty() && x.digits.back() == '0') x.digits.pop_back();
}

Dec fromInt(int64_t v) {
  Dec x;
  x.neg = v < 0;
  uint64_t u = x.neg ? uint64_t(0) - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  x.digits = std::to_string(u);
  x.exp = static_cast<int>(x.digits.size());
  normalize(x);
  return x;
}

// Parses "d.ddde±XX" as printed by printf/to_chars in scientific form.
Dec fromScientific(std::string_view s, bool neg) {
  Dec x;
  x.neg = neg;
  size_t e = s.find_first_of("eE");
  std::string_view mant = s.substr(0, e);
  int exp10 = 0;
  if (e != std::string_view::npos) {
    std::string_view es = s.substr(e + 1);
    if (!es.empty() && es[0] == '+') es.remove_prefix(1);
    std::from_chars(es.data(), es.data() + es.size(), exp10);
  }
  for (char c : mant)
    if (c >= '0' && c <= '9') x.digits += c;
  x.exp = exp10 + 1;
  normalize(x);
  return x;
}

// Every digit of the double's exact binary value (glibc prints exact expansions).
Dec fromDoubleExact(double d) {
  bool neg = std::signbit(d);
  d = std::fabs(d);
  if (d == 0) {
    Dec z;
    z.neg = neg;
    return z;
  }
  std::vector<char> buf(1100);
  int n = std::snprintf(buf.data(), buf.size(), "%.780e", d);
  return fromScientific(std::string_view(buf.data(), static_cast<size_t>(n)), neg);
}

Dec fromDoubleShortest(double d) {
  bool neg = std::signbit(d);
  d = std::fabs(d);
  char buf[64];
  auto [p, ec] = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
  (void)ec;
  return fromScientific(std::string_view(buf, static_cast<size_t>(p - buf)), neg);
}

// Keep the first `keep` significant digits, rounding half away from zero.
void roundDigits(Dec& x, int keep) {
  if (keep >= static_cast<int>(x.digits.size())) return;
  if (keep < 0) {
    x.digits.clear();
    x.exp = 0;
    return;
  }
  bool up = x.digits[static_cast<size_t>(keep)] >= '5';
  x.digits.resize(static_cast<size_t>(keep));
  if (up) {
    int i = keep - 1;
    while (i >= 0 && x.digits[static_cast<size_t>(i)] == '9') x.digits[static_cast<size_t>(i--)] = '0';
    if (i < 0) {
      x.digits.insert(x.digits.begin(), '1');
      x.exp += 1;
    } else {
      x.digits[static_cast<size_t>(i)]++;
    }
  }
  int e = x.exp;
  normalize(x);
  if (!x.digits.empty()) x.exp = e;
}

// Round to `decimals` digits after the decimal point.
void roundFixed(Dec& x, int decimals) {
  if (x.zero()) return;
  roundDigits(x, x.exp + decimals);
}

std::string intPart(const Dec& x) {
  if (x.zero() || x.exp <= 0) return "";
  std::string s = x.digits.substr(0, std::min<size_t>(x.digits.size(), static_cast<size_t>(x.exp)));
  s.append(static_cast<size_t>(x.exp) - s.size(), '0');
  return s;
}

std::string fracPart(const Dec& x, int n) {
  std::string s;
  for (int j = 0; j < n; ++j) {
    int k = x.exp + j;
    s += (k >= 0 && k < static_cast<int>(x.digits.size())) ? x.digits[static_cast<size_t>(k)] : '0';
  }
  return s;
}

std::string group(const std::string& intDigits) {
  std::string out;
  size_t n = intDigits.size();
  for (size_t i = 0; i < n; ++i) {
    out += intDigits[i];
    size_t left = n - 1 - i;
    if (left > 0 && left % 3 == 0) out += ',';
  }
  return out;
}

std::string fixed(Dec x, int decimals, bool grouping) {
  roundFixed(x, decimals);
  std::string ip = intPart(x);
  if (ip.empty()) ip = "0";
  std::string s = grouping ? group(ip) : ip;
  if (decimals > 0) s += "." + fracPart(x, decimals);
  return s;
}

std::string exponentText(int e, char letter, size_t minDigits, bool plusSign) {
  std::string s(1, letter);
  if (e < 0) s += '-';
  else if (plusSign) s += '+';
  std::string d = std::to_string(e < 0 ? -e : e);
  if (d.size() < minDigits) d.insert(0, minDigits - d.size(), '0');
  return s + d;
}

std::string scientific(Dec x, int precision, char letter) {
  roundDigits(x, precision + 1);
  std::string s;
  if (x.zero()) {
    s = "0";
    if (precision > 0) s += "." + std::string(static_cast<size_t>(precision), '0');
    return s + exponentText(0, letter, 3, true);
  }
  s = x.digits.substr(0, 1);
  if (precision > 0) {
    std::string rest = x.digits.substr(1);
    rest.resize(static_cast<size_t>(precision), '0');
    s += "." + rest;
  }
  return s + exponentText(x.exp - 1, letter, 3, true);
}

// "G": fixed notation while the exponent fits in `p` digits, else scientific.
std::string general(const Dec& x, int p, char letter) {
  if (x.zero()) return "0";
  int sciExp = x.exp - 1;
  if (sciExp > -5 && sciExp < p) {
    std::string ip = intPart(x);
    if (ip.empty()) ip = "0";
    int fracDigits = static_cast<int>(x.digits.size()) - x.exp;
    if (fracDigits > 0) ip += "." + fracPart(x, fracDigits);
    return ip;
  }
  std::string s = x.digits.substr(0, 1);
  if (x.digits.size() > 1) s += "." + x.digits.substr(1);
  return s + exponentText(sciExp, letter == 'g' ? 'e' : 'E', 2, true);
}

std::string withSign(const Dec& x, std::string body) { return x.neg ? "-" + body : body; }

Error formatError(std::string detail) {
  return makeError("EVAL010", "Format specifier was invalid: " + detail);
}

// A standard format is one letter and an optional precision of digits only.
bool isStandard(std::string_view f, char& letter, int& precision, bool& hasPrecision) {
  if (f.empty()) {
    letter = 'G';
    precision = 0;
    hasPrecision = false;
    return true;
  }
  char c = f[0];
  if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return false;
  if (f.size() > 10) return false;
  for (size_t i = 1; i < f.size(); ++i)
    if (f[i] < '0' || f[i] > '9') return false;
  letter = c;
  hasPrecision = f.size() > 1;
  precision = hasPrecision ? std::stoi(std::string(f.substr(1))) : 0;
  return true;
}

constexpr int kMaxPrecision = 10000;  // .NET allows 999,999,999; nobody needs more than this

// ---- custom numeric formats ("#,##0.00", "0%", "000", sections with ';') ----

struct Section {
  std::string text;
};

std::vector<Section> splitSections(std::string_view f) {
  std::vector<Section> out(1);
  char quote = 0;
  for (size_t i = 0; i < f.size(); ++i) {
    char c = f[i];
    if (quote) {
      if (c == quote) quote = 0;
      out.back().text += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      out.back().text += c;
    } else if (c == '\\' && i + 1 < f.size()) {
      out.back().text += c;
      out.back().text += f[++i];
    } else if (c == ';') {
      out.emplace_back();
    } else {
      out.back().text += c;
    }
  }
  return out;
}

Result<std::string> applyCustom(Dec x, const std::string& sec, bool writeMinus) {
  // First pass: the shape of the number part.
  int intPlaceholders = 0, decPlaceholders = 0, firstZeroInt = -1, lastZeroDec = -1;
  bool seenPoint = false, grouping = false;
  int scale = 0, percent = 0;
  int pendingCommas = 0;  // commas right after the last integer placeholder
  char quote = 0;
  for (size_t i = 0; i < sec.size(); ++i) {
    char c = sec[i];
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    switch (c) {
      case '\'': case '"': quote = c; break;
      case '\\': ++i; break;
      case '0': case '#':
        if (seenPoint) {
          ++decPlaceholders;
          if (c == '0') lastZeroDec = decPlaceholders;
        } else {
          if (pendingCommas && intPlaceholders > 0) grouping = true;
          pendingCommas = 0;
          if (c == '0' && firstZeroInt < 0) firstZeroInt = intPlaceholders;
          ++intPlaceholders;
        }
        break;
      case ',':
        if (!seenPoint && intPlaceholders > 0) ++pendingCommas;
        break;
      case '.':
        if (!seenPoint) {
          seenPoint = true;
          scale += pendingCommas;
          pendingCommas = 0;
        }
        break;
      case '%': ++percent; break;
      case 'E': case 'e':
        if (i + 1 < sec.size() && (sec[i + 1] == '0' || ((sec[i + 1] == '+' || sec[i + 1] == '-') &&
                                                       i + 2 < sec.size() && sec[i + 2] == '0')))
          return makeError("EVAL010", "scientific notation in custom numeric format strings ('" + sec +
                                          "') is not supported by preflight");
        break;
      default: break;
    }
  }
  if (!seenPoint) scale += pendingCommas;

  if (!x.zero()) x.exp += 2 * percent - 3 * scale;
  roundFixed(x, decPlaceholders);
  int minInt = firstZeroInt < 0 ? 0 : intPlaceholders - firstZeroInt;
  std::string ip = intPart(x);
  if (static_cast<int>(ip.size()) < minInt) ip.insert(0, static_cast<size_t>(minInt) - ip.size(), '0');
  std::string fp = fracPart(x, decPlaceholders);
  int minDec = lastZeroDec < 0 ? 0 : lastZeroDec;
  while (static_cast<int>(fp.size()) > minDec && fp.back() == '0') fp.pop_back();

  // Second pass: emit, mapping integer digits right-aligned onto the placeholders.
  std::string out;
  if (writeMinus && x.neg) out += '-';
  int intSeen = 0, decSeen = 0;
  int lead = static_cast<int>(ip.size()) - intPlaceholders;  // extra digits go to the first placeholder
  seenPoint = false;
  quote = 0;
  auto emitIntDigit = [&](size_t idx) {
    out += ip[idx];
    size_t left = ip.size() - 1 - idx;
    if (grouping && left > 0 && left % 3 == 0) out += ',';
  };
  for (size_t i = 0; i < sec.size(); ++i) {
    char c = sec[i];
    if (quote) {
      if (c == quote) quote = 0;
      else out += c;
      continue;
    }
    switch (c) {
      case '\'': case '"': quote = c; break;
      case '\\':
        if (i + 1 < sec.size()) out += sec[++i];
        break;
      case '0': case '#':
        if (seenPoint) {
          if (decSeen < static_cast<int>(fp.size())) out += fp[static_cast<size_t>(decSeen)];
          ++decSeen;
        } else {
          if (intSeen == 0)
            for (int k = 0; k < lead; ++k) emitIntDigit(static_cast<size_t>(k));
          int idx = intSeen + lead;
          if (idx >= 0 && idx < static_cast<int>(ip.size())) emitIntDigit(static_cast<size_t>(idx));
          ++intSeen;
        }
        break;
      case ',': break;
      case '.':
        if (!seenPoint) {
          seenPoint = true;
          if (intPlaceholders == 0) out += ip;  // ".00": the integer digits still print
          if (!fp.empty()) out += '.';
        }
        break;
      default: out += c; break;
    }
  }
  return out;
}

Result<std::string> formatCustom(Dec x, std::string_view format) {
  std::vector<Section> secs = splitSections(format);
  if (secs.size() > 3) secs.resize(3);
  // Which section: positive/zero → 0; negative → 1 (without a minus sign); zero → 2.
  if (x.zero() && secs.size() >= 3 && !secs[2].text.empty()) return applyCustom(x, secs[2].text, false);
  if (x.neg && !x.zero() && secs.size() >= 2 && !secs[1].text.empty()) {
    x.neg = false;
    return applyCustom(x, secs[1].text, false);
  }
  return applyCustom(x, secs[0].text, true);
}

Result<std::string> formatStandard(const Dec& exact, char letter, int precision, bool hasPrecision, bool isInt,
                                   const Dec* shortest) {
  if (precision > kMaxPrecision) return formatError("precision " + std::to_string(precision) + " is too large");
  char up = static_cast<char>(letter >= 'a' ? letter - 32 : letter);
  switch (up) {
    case 'C': {
      std::string body = "$" + fixed(exact, hasPrecision ? precision : 2, true);
      return exact.neg ? "-" + body : body;
    }
    case 'D': {
      if (!isInt) return formatError("'" + std::string(1, letter) + "' is only valid for integers");
      std::string d = intPart(exact);
      if (d.empty()) d = "0";
      if (static_cast<int>(d.size()) < precision) d.insert(0, static_cast<size_t>(precision) - d.size(), '0');
      return withSign(exact, d);
    }
    case 'E': return withSign(exact, scientific(exact, hasPrecision ? precision : 6, letter));
    case 'F': return withSign(exact, fixed(exact, hasPrecision ? precision : 2, false));
    case 'N': return withSign(exact, fixed(exact, hasPrecision ? precision : 2, true));
    case 'P': {
      Dec x = exact;
      if (!x.zero()) x.exp += 2;
      return withSign(exact, fixed(x, hasPrecision ? precision : 2, true) + "%");
    }
    case 'G': {
      if (hasPrecision && precision > 0) {
        Dec x = exact;
        roundDigits(x, precision);
        return withSign(exact, general(x, precision, letter));
      }
      if (isInt) return withSign(exact, general(exact, 19, letter));
      return withSign(*shortest, general(*shortest, 15, letter));
    }
    case 'R':
      if (isInt) return withSign(exact, general(exact, 19, 'G'));
      return withSign(*shortest, general(*shortest, 15, letter == 'r' ? 'g' : 'G'));
    case 'X': return formatError("'" + std::string(1, letter) + "' is only valid for integers");
    default: return formatError("'" + std::string(1, letter) + "'");
  }
}

}  // namespace

std::string doubleToString(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "\u221E" : "-\u221E";
  Dec x = fromDoubleShortest(d);
  return withSign(x, general(x, 15, 'G'));
}

Result<std::string> formatInt(int64_t v, std::string_view format) {
  char letter;
  int precision;
  bool hasPrecision;
  if (isStandard(format, letter, precision, hasPrecision)) {
    if (letter == 'X' || letter == 'x') {
      if (precision > kMaxPrecision) return formatError("precision " + std::to_string(precision) + " is too large");
      uint64_t u = static_cast<uint64_t>(v);  // negative values print as two's complement
      std::string s;
      do {
        s.insert(s.begin(), hexDigitChar(static_cast<unsigned>(u & 15), letter == 'X'));
        u >>= 4;
      } while (u);
      if (static_cast<int>(s.size()) < precision) s.insert(0, static_cast<size_t>(precision) - s.size(), '0');
      return s;
    }
    return formatStandard(fromInt(v), letter, precision, hasPrecision, true, nullptr);
  }
  return formatCustom(fromInt(v), format);
}

Result<std::string> formatDouble(double v, std::string_view format) {
  if (std::isnan(v) || std::isinf(v)) return doubleToString(v);
  char letter;
  int precision;
  bool hasPrecision;
  if (isStandard(format, letter, precision, hasPrecision)) {
    Dec shortest = fromDoubleShortest(v);
    return formatStandard(fromDoubleExact(v), letter, precision, hasPrecision, false, &shortest);
  }
  // Custom formats see the double rounded to 15 significant digits first (as in .NET).
  Dec x = fromDoubleExact(v);
  roundDigits(x, 15);
  return formatCustom(x, format);
}

}  // namespace pf::dotnet
