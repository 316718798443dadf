#include "functions/detail/dotnet_datetime.hpp"

#include <chrono>

#include "engine/core/civil_date.hpp"

namespace pf::dotnet {

namespace {

constexpr int64_t kTicksPerMinute = 60 * kTicksPerSecond;
constexpr int64_t kTicksPerHour = 60 * kTicksPerMinute;
constexpr int64_t kDaysTo1970 = 719'162;  // days from 0001-01-01 to 1970-01-01

bool isLeap(int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
unsigned daysInMonth(int64_t y, unsigned m) {
  static const unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && isLeap(y) ? 29 : kDays[m - 1];
}

struct Parts {
  int64_t year;
  unsigned month, day, hour, minute, second;
  int64_t fraction;  // ticks within the second
  int dayOfWeek;     // 0 = Sunday
};

Parts split(const DateTime& dt) {
  int64_t days = dt.ticks / kTicksPerDay;
  int64_t rest = dt.ticks % kTicksPerDay;
  CivilDate c = civilFromDays(days - kDaysTo1970);
  Parts p;
  p.year = c.year;
  p.month = c.month;
  p.day = c.day;
  p.hour = static_cast<unsigned>(rest / kTicksPerHour);
  p.minute = static_cast<unsigned>(rest / kTicksPerMinute % 60);
  p.second = static_cast<unsigned>(rest / kTicksPerSecond % 60);
  p.fraction = rest % kTicksPerSecond;
  p.dayOfWeek = static_cast<int>((days + 1) % 7);  // 0001-01-01 was a Monday
  return p;
}

// ---- parsing ----

class Scanner {
 public:
  explicit Scanner(std::string_view s) : s_(s) {}
  bool done() const { return i_ >= s_.size(); }
  char peek(size_t k = 0) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }
  bool eat(char c) {
    if (peek() != c) return false;
    ++i_;
    return true;
  }
  // Exactly n digits.
  bool digits(int n, int64_t& out) {
    int64_t v = 0;
    for (int k = 0; k < n; ++k) {
      char c = peek();
      if (c < '0' || c > '9') return false;
      v = v * 10 + (c - '0');
      ++i_;
    }
    out = v;
    return true;
  }
  // 1..max digits.
  int someDigits(int max, int64_t& out) {
    int n = 0;
    int64_t v = 0;
    while (n < max && peek() >= '0' && peek() <= '9') {
      v = v * 10 + (peek() - '0');
      ++i_;
      ++n;
    }
    out = v;
    return n;
  }
  size_t pos() const { return i_; }

 private:
  std::string_view s_;
  size_t i_ = 0;
};

bool validDate(int64_t y, int64_t m, int64_t d) {
  return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, static_cast<unsigned>(m));
}

std::string twoDigits(int64_t v) {
  std::string s = std::to_string(v);
  return s.size() < 2 ? "0" + s : s;
}

std::string padded(int64_t v, size_t width) {
  std::string s = std::to_string(v < 0 ? -v : v);
  if (s.size() < width) s.insert(0, width - s.size(), '0');
  return v < 0 ? "-" + s : s;
}

const char* const kDayNames[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
const char* const kMonthNames[] = {"January", "February", "March",     "April",   "May",      "June",
                                   "July",    "August",   "September", "October", "November", "December"};

Error formatError() {
  return makeError("EVAL010", "Input string was not in a correct format (not a valid .NET date format string).");
}

// Standard format letters, expanded to their invariant-culture patterns.
const char* standardPattern(char c) {
  switch (c) {
    case 'd': return "MM/dd/yyyy";
    case 'D': return "dddd, dd MMMM yyyy";
    case 'f': return "dddd, dd MMMM yyyy HH:mm";
    case 'F': return "dddd, dd MMMM yyyy HH:mm:ss";
    case 'g': return "MM/dd/yyyy HH:mm";
    case 'G': return "MM/dd/yyyy HH:mm:ss";
    case 'm': case 'M': return "MMMM dd";
    case 'o': case 'O': return "yyyy'-'MM'-'dd'T'HH':'mm':'ss'.'fffffffK";
    case 'r': case 'R': return "ddd, dd MMM yyyy HH':'mm':'ss 'GMT'";
    case 's': return "yyyy'-'MM'-'dd'T'HH':'mm':'ss";
    case 't': return "HH:mm";
    case 'T': return "HH:mm:ss";
    case 'u': return "yyyy'-'MM'-'dd HH':'mm':'ss'Z'";
    case 'U': return "dddd, dd MMMM yyyy HH:mm:ss";
    case 'y': case 'Y': return "yyyy MMMM";
    default: return nullptr;
  }
}

size_t repeatCount(std::string_view f, size_t i) {
  size_t n = 1;
  while (i + n < f.size() && f[i + n] == f[i]) ++n;
  return n;
}

Result<std::string> formatCustom(const DateTime& dt, std::string_view f) {
  Parts p = split(dt);
  std::string out;
  for (size_t i = 0; i < f.size();) {
    char c = f[i];
    size_t n = repeatCount(f, i);
    switch (c) {
      case 'd':
        if (n == 1) out += std::to_string(p.day);
        else if (n == 2) out += twoDigits(p.day);
        else if (n == 3) out += std::string(kDayNames[p.dayOfWeek]).substr(0, 3);
        else out += kDayNames[p.dayOfWeek];
        i += n;
        break;
      case 'f': case 'F': {
        if (n > 7) return formatError();
        int64_t frac = p.fraction;
        for (size_t k = n; k < 7; ++k) frac /= 10;
        std::string digits = padded(frac, n);
        if (c == 'F') {
          while (!digits.empty() && digits.back() == '0') digits.pop_back();
          // .NET drops the decimal separator that precedes an all-zero "F" run.
          if (digits.empty() && !out.empty() && out.back() == '.') out.pop_back();
        }
        out += digits;
        i += n;
        break;
      }
      case 'g': out += "A.D."; i += n; break;
      case 'h': {
        unsigned h = p.hour % 12;
        if (h == 0) h = 12;
        out += n == 1 ? std::to_string(h) : twoDigits(h);
        i += n;
        break;
      }
      case 'H': out += n == 1 ? std::to_string(p.hour) : twoDigits(p.hour); i += n; break;
      case 'K': if (dt.utc) out += 'Z'; i += n; break;
      case 'm': out += n == 1 ? std::to_string(p.minute) : twoDigits(p.minute); i += n; break;
      case 'M':
        if (n == 1) out += std::to_string(p.month);
        else if (n == 2) out += twoDigits(p.month);
        else if (n == 3) out += std::string(kMonthNames[p.month - 1]).substr(0, 3);
        else out += kMonthNames[p.month - 1];
        i += n;
        break;
      case 's': out += n == 1 ? std::to_string(p.second) : twoDigits(p.second); i += n; break;
      case 't': {
        const char* ampm = p.hour < 12 ? "AM" : "PM";
        out += n == 1 ? std::string(1, ampm[0]) : std::string(ampm);
        i += n;
        break;
      }
      case 'y':
        if (n == 1) out += std::to_string(p.year % 100);
        else if (n == 2) out += twoDigits(p.year % 100);
        else out += padded(p.year, n);
        i += n;
        break;
      case 'z':
        // A UTC (or unspecified, treated as UTC here) DateTime has offset zero.
        out += n == 1 ? "+0" : n == 2 ? "+00" : "+00:00";
        i += n;
        break;
      case ':': out += ':'; ++i; break;
      case '/': out += '/'; ++i; break;
      case '\'': case '"': {
        size_t end = f.find(c, i + 1);
        if (end == std::string_view::npos) return formatError();
        out += f.substr(i + 1, end - i - 1);
        i = end + 1;
        break;
      }
      case '%':
        // "%d": a single custom specifier; a lone or doubled '%' is an error.
        if (i + 1 >= f.size() || f[i + 1] == '%') return formatError();
        ++i;
        break;
      case '\\':
        if (i + 1 >= f.size()) return formatError();
        out += f[i + 1];
        i += 2;
        break;
      default: out += c; ++i; break;
    }
  }
  return out;
}

}  // namespace

std::optional<DateTime> parseDateTime(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  Scanner sc(s);
  int64_t y = 0, mo = 0, d = 0, h = 0, mi = 0, se = 0, frac = 0;
  bool compact = false;
  // Date: yyyy-MM-dd, yyyyMMdd or MM/dd/yyyy.
  if (sc.peek(2) == '/' || sc.peek(1) == '/') {
    if (!sc.someDigits(2, mo) || !sc.eat('/') || !sc.someDigits(2, d) || !sc.eat('/') || !sc.digits(4, y))
      return std::nullopt;
  } else {
    if (!sc.digits(4, y)) return std::nullopt;
    if (sc.eat('-')) {
      if (!sc.digits(2, mo) || !sc.eat('-') || !sc.digits(2, d)) return std::nullopt;
    } else {
      if (!sc.digits(2, mo) || !sc.digits(2, d)) return std::nullopt;
      compact = true;
    }
  }
  if (!validDate(y, mo, d)) return std::nullopt;
  bool haveTime = false;
  if (sc.eat('T') || sc.eat('t')) {
    haveTime = true;
  } else if (sc.peek() == ' ') {
    while (sc.eat(' ')) {}
    haveTime = !sc.done();
  }
  if (haveTime) {
    if (!sc.someDigits(2, h)) return std::nullopt;
    bool colon = sc.eat(':');
    if (!colon && !compact) return std::nullopt;
    if (!sc.digits(2, mi)) return std::nullopt;
    if (colon ? sc.eat(':') : (sc.peek() >= '0' && sc.peek() <= '9')) {
      if (!sc.digits(2, se)) return std::nullopt;
      if (sc.eat('.') || sc.eat(',')) {
        int64_t f = 0;
        int n = 0;
        while (sc.peek() >= '0' && sc.peek() <= '9') {
          if (n < 7) f = f * 10 + (sc.peek() - '0');
          ++n;
          sc.eat(sc.peek());
        }
        if (n == 0) return std::nullopt;
        for (int k = n; k < 7; ++k) f *= 10;
        frac = f;
      }
    }
    if (h > 23 || mi > 59 || se > 59) return std::nullopt;
  }
  int64_t offsetMinutes = 0;
  bool zone = false;
  if (sc.eat('Z') || sc.eat('z')) {
    zone = true;
  } else if (sc.peek() == '+' || sc.peek() == '-') {
    bool neg = sc.peek() == '-';
    sc.eat(sc.peek());
    int64_t oh = 0, om = 0;
    if (!sc.digits(2, oh)) return std::nullopt;
    if (sc.eat(':')) {
      if (!sc.digits(2, om)) return std::nullopt;
    } else if (!sc.done()) {
      if (!sc.digits(2, om)) return std::nullopt;
    }
    if (oh > 14 || om > 59) return std::nullopt;
    offsetMinutes = (neg ? -1 : 1) * (oh * 60 + om);
    zone = true;
  }
  if (!sc.done()) return std::nullopt;
  int64_t ticks = (daysFromCivil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d)) + kDaysTo1970) * kTicksPerDay +
                  h * kTicksPerHour + mi * kTicksPerMinute + se * kTicksPerSecond + frac;
  ticks -= offsetMinutes * kTicksPerMinute;
  if (ticks < 0 || ticks > kMaxTicks) return std::nullopt;
  return DateTime{ticks, zone};
}

std::optional<int64_t> parseDuration(std::string_view s) {
  size_t i = 0;
  bool neg = false;
  if (i < s.size() && s[i] == '-') {
    neg = true;
    ++i;
  }
  if (i >= s.size() || s[i] != 'P') return std::nullopt;
  ++i;
  // Each component: digits then a designator, in the order Y M D T H M S.
  const char* order = "YMD";
  const char* timeOrder = "HMS";
  __int128 total = 0;
  bool any = false, inTime = false;
  size_t next = 0;
  while (i < s.size()) {
    if (s[i] == 'T') {
      if (inTime) return std::nullopt;
      inTime = true;
      next = 0;
      ++i;
      if (i >= s.size()) return std::nullopt;  // "PT" needs a component
      continue;
    }
    __int128 value = 0;
    size_t start = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
      value = value * 10 + (s[i] - '0');
      if (value > static_cast<__int128>(1) << 62) return std::nullopt;
      ++i;
    }
    if (i == start) return std::nullopt;
    int64_t fracTicks = 0;
    bool hasFrac = false;
    if (i < s.size() && s[i] == '.') {
      hasFrac = true;
      ++i;
      int n = 0;
      size_t fs = i;
      while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
        if (n < 7) fracTicks = fracTicks * 10 + (s[i] - '0');
        ++n;
        ++i;
      }
      if (i == fs) return std::nullopt;
      for (int k = n; k < 7; ++k) fracTicks *= 10;
    }
    if (i >= s.size()) return std::nullopt;
    char unit = s[i++];
    const char* units = inTime ? timeOrder : order;
    size_t idx = 0;
    while (idx < 3 && units[idx] != unit) ++idx;
    if (idx == 3 || idx < next) return std::nullopt;
    if (hasFrac && !(inTime && unit == 'S')) return std::nullopt;
    next = idx + 1;
    any = true;
    int64_t perUnit;
    if (!inTime) perUnit = unit == 'Y' ? 365 * kTicksPerDay : unit == 'M' ? 30 * kTicksPerDay : kTicksPerDay;
    else perUnit = unit == 'H' ? kTicksPerHour : unit == 'M' ? kTicksPerMinute : kTicksPerSecond;
    total += value * perUnit + fracTicks;
    if (total > static_cast<__int128>(INT64_MAX)) return std::nullopt;
  }
  if (!any) return std::nullopt;
  int64_t t = static_cast<int64_t>(total);
  return neg ? -t : t;
}

Result<std::string> formatDateTime(const DateTime& dt, std::string_view format) {
  if (format.empty()) format = "G";
  if (format.size() == 1) {
    const char* pattern = standardPattern(format[0]);
    if (!pattern) return formatError();
    // "u" shows the time as UTC; "o" and "r" print the kind themselves.
    return formatCustom(dt, pattern);
  }
  return formatCustom(dt, format);
}

std::string isoDateTime(const DateTime& dt) {
  Result<std::string> r = formatCustom(dt, "yyyy'-'MM'-'dd'T'HH':'mm':'ss.FFFFFFFK");
  return r ? *r : std::string();
}

std::optional<DateTime> fromUnixSeconds(int64_t seconds) {
  // Range of DateTime: 0001-01-01 .. 9999-12-31.
  if (seconds < -62'135'596'800 || seconds > 253'402'300'799) return std::nullopt;
  return DateTime{kUnixEpochTicks + seconds * kTicksPerSecond, true};
}

int64_t toUnixSeconds(const DateTime& dt) {
  int64_t t = dt.ticks - kUnixEpochTicks;
  int64_t s = t / kTicksPerSecond;
  if (t % kTicksPerSecond < 0) --s;  // floor, as DateTimeOffset.ToUnixTimeSeconds
  return s;
}

DateTime nowUtc() {
  using namespace std::chrono;
  auto since = duration_cast<nanoseconds>(system_clock::now().time_since_epoch()).count();
  return DateTime{kUnixEpochTicks + since / 100, true};
}

}  // namespace pf::dotnet
