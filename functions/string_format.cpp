// format(): .NET composite formatting ("{0}", "{0,5}", "{0,-5}", "{0:N0}", "{{", "}}").
#include "engine/core/utf8.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/convert.hpp"
#include "functions/detail/dotnet_number.hpp"
#include "functions/detail/string_categories.hpp"

namespace pf {
namespace {

constexpr int64_t kMaxIndexOrWidth = 1'000'000;  // .NET's own limit for both

// One argument under its format string. Numbers use .NET numeric formatting; other values
// ignore the format string, as non-IFormattable values do in String.Format. Arrays and
// objects print as compact JSON (what string() prints).
Result<std::string> formatArgument(const Value& v, std::string_view fmt) {
  switch (v.kind()) {
    case Kind::Int: return dotnet::formatInt(v.asInt(), fmt);
    case Kind::Float: return dotnet::formatDouble(v.asFloat(), fmt);
    default: return armToString(v);
  }
}

Result<Value> format(Call& c) {
  PF_EXPECT(c.expectString(0));
  for (size_t i = 1; i < c.args.size(); ++i) {
    if (c.args[i].containsUnknown()) return Value::unknown(c.render());
    if (c.args[i].isLambda()) return c.argError(i, "a value (not a lambda)");
  }
  const std::string& f = c.args[0].str();
  const size_t argCount = c.args.size() - 1;
  auto bad = [&](const std::string& why) {
    return c.error("Input string was not in a correct format: " + why + " (format string '" + f + "').");
  };
  std::string out;
  size_t pos = 0;
  const size_t n = f.size();
  while (pos < n) {
    char ch = f[pos++];
    if (ch == '}') {
      if (pos < n && f[pos] == '}') {
        out += '}';
        ++pos;
        continue;
      }
      return bad("a '}' at position " + std::to_string(pos - 1) + " has no matching '{' (write '}}' for a brace)");
    }
    if (ch != '{') {
      out += ch;
      continue;
    }
    if (pos < n && f[pos] == '{') {
      out += '{';
      ++pos;
      continue;
    }
    // {index[,alignment][:formatString]}
    size_t itemStart = pos - 1;
    if (pos >= n || f[pos] < '0' || f[pos] > '9')
      return bad("the item at position " + std::to_string(itemStart) + " does not start with an index");
    int64_t index = 0;
    while (pos < n && f[pos] >= '0' && f[pos] <= '9') {
      index = index * 10 + (f[pos++] - '0');
      if (index >= kMaxIndexOrWidth) return bad("the index at position " + std::to_string(itemStart) + " is too large");
    }
    while (pos < n && f[pos] == ' ') ++pos;
    bool leftAlign = false;
    int64_t width = 0;
    if (pos < n && f[pos] == ',') {
      ++pos;
      while (pos < n && f[pos] == ' ') ++pos;
      if (pos < n && f[pos] == '-') {
        leftAlign = true;
        ++pos;
      }
      if (pos >= n || f[pos] < '0' || f[pos] > '9')
        return bad("the alignment of the item at position " + std::to_string(itemStart) + " is not a number");
      while (pos < n && f[pos] >= '0' && f[pos] <= '9') {
        width = width * 10 + (f[pos++] - '0');
        if (width >= kMaxIndexOrWidth) return bad("the alignment at position " + std::to_string(itemStart) + " is too large");
      }
    }
    while (pos < n && f[pos] == ' ') ++pos;
    std::string itemFormat;
    if (pos < n && f[pos] == ':') {
      ++pos;
      while (true) {
        if (pos >= n) return bad("the item at position " + std::to_string(itemStart) + " is not closed with '}'");
        char fc = f[pos++];
        if (fc == '}') {
          if (pos < n && f[pos] == '}') {
            ++pos;
          } else {
            --pos;
            break;
          }
        } else if (fc == '{') {
          if (pos < n && f[pos] == '{') ++pos;
          else return bad("a '{' inside the format of the item at position " + std::to_string(itemStart));
        }
        itemFormat += fc;
      }
    }
    if (pos >= n || f[pos] != '}')
      return bad("the item at position " + std::to_string(itemStart) + " is not closed with '}'");
    ++pos;
    if (index >= static_cast<int64_t>(argCount))
      return c.error("Index (zero based) must be greater than or equal to zero and less than the size of the argument "
                     "list: the format string refers to {" + std::to_string(index) + "} but " +
                     std::to_string(argCount) + " value" + (argCount == 1 ? " was" : "s were") + " given.");
    Result<std::string> text = formatArgument(c.args[static_cast<size_t>(index) + 1], itemFormat);
    if (!text) return c.error(text.error().message + " (in the item at position " + std::to_string(itemStart) + ")");
    size_t len = utf8::utf16Length(*text);
    if (static_cast<int64_t>(len) < width) {
      std::string padding(static_cast<size_t>(width) - len, ' ');
      out += leftAlign ? *text + padding : padding + *text;
    } else {
      out += *text;
    }
    PF_EXPECT(pastStringRoom(c, out));
  }
  return Value(std::move(out));
}

}  // namespace

void registerStringFormatFunctions(FunctionRegistry& r) {
  r.add({"format", "string", 1, -1, "format(formatString, arg1, arg2, ...)",
         "Builds a string with .NET composite formatting: {0}, {0,5}, {0:N0}, {{ and }}.", format});
}

}  // namespace pf
