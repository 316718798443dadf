// Writing Values as JSON text (compact or indented).
#include <charconv>
#include <cmath>

#include "engine/core/byte_scan.hpp"
#include "engine/core/hex.hpp"
#include "engine/core/json.hpp"
#include "engine/core/log_commands.hpp"

namespace pf {

std::string formatDouble(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  char buf[64];
  auto [p, ec] = std::to_chars(buf, buf + sizeof buf, d);
  std::string s(buf, p);
  // .NET writes integral doubles with ".0" and exponents as "E+NN".
  bool hasExp = s.find('e') != std::string::npos;
  if (hasExp) {
    size_t e = s.find('e');
    std::string mant = s.substr(0, e);
    std::string exp = s.substr(e + 1);
    if (mant.find('.') == std::string::npos) mant += ".0";
    if (exp[0] != '-' && exp[0] != '+') exp = "+" + exp;
    return mant + "E" + exp;
  }
  if (s.find('.') == std::string::npos) s += ".0";
  return s;
}

void writeJsonString(std::string& out, std::string_view s) {
  const size_t start = out.size();
  out += '"';
  for (size_t i = 0; i < s.size(); ++i) {
    // Copy each run of bytes that need no escape at once.
    size_t run = bytes::plainRunEnd(s, i, '"', false);
    if (run > i) {
      out.append(s.data() + i, run - i);
      i = run;
      if (i == s.size()) break;
    }
    char c = s[i];
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          out += "\\u00";
          appendHexByte(out, static_cast<uint8_t>(c));
        } else {
          out += c;
        }
    }
  }
  out += '"';
  // "##vso[" and "##[" with the second '#' as \u0023: the same string to a JSON reader, no
  // command to a CI log the document is printed into (log_commands.hpp). A JSON string never
  // starts a line, so "::" needs nothing.
  if (s.find("##") != std::string_view::npos) logcmd::breakIn(out, start, false, "\\u0023", ":");
}

namespace {

void newline(std::string& out, int indent, int depth) {
  out += '\n';
  out.append(static_cast<size_t>(indent * depth), ' ');
}

void write(std::string& out, const Value& v, const JsonWriteOptions& o, int depth) {
  switch (v.kind()) {
    case Kind::Null: out += "null"; break;
    case Kind::Bool: out += v.asBool() ? "true" : "false"; break;
    case Kind::Int: out += std::to_string(v.asInt()); break;
    case Kind::Float: {
      double d = v.asFloat();
      if (std::isfinite(d)) out += formatDouble(d);
      else writeJsonString(out, formatDouble(d));
      break;
    }
    case Kind::String: writeJsonString(out, v.str()); break;
    case Kind::Unknown:
      writeJsonString(out, o.unknownAsExpression ? "[" + v.unknownData().expr + "]" : v.unknownData().expr);
      break;
    case Kind::Lambda: writeJsonString(out, "[" + v.lambdaFn()->describe() + "]"); break;
    case Kind::Array: {
      const Array& a = v.arr();
      if (a.empty()) {
        out += "[]";
        break;
      }
      out += '[';
      for (size_t i = 0; i < a.size(); ++i) {
        if (i) out += ',';
        if (o.indent >= 0) newline(out, o.indent, depth + 1);
        write(out, a[i], o, depth + 1);
      }
      if (o.indent >= 0) newline(out, o.indent, depth);
      out += ']';
      break;
    }
    case Kind::Object: {
      const Object& obj = v.obj();
      if (obj.empty()) {
        out += "{}";
        break;
      }
      out += '{';
      bool first = true;
      for (const auto& [k, val] : obj) {
        if (!first) out += ',';
        first = false;
        if (o.indent >= 0) newline(out, o.indent, depth + 1);
        writeJsonString(out, k);
        out += o.indent >= 0 ? ": " : ":";
        write(out, val, o, depth + 1);
      }
      if (o.indent >= 0) newline(out, o.indent, depth);
      out += '}';
      break;
    }
  }
}

}  // namespace

void writeJson(std::string& out, const Value& v, const JsonWriteOptions& options) { write(out, v, options, 0); }

std::string toJson(const Value& v, const JsonWriteOptions& options) {
  std::string out;
  write(out, v, options, 0);
  return out;
}

}  // namespace pf
