#pragma once
// Helpers for the report tests: strict JSON parsing and exact-key navigation.
#include <stdexcept>
#include <string>

#include "engine/core/json.hpp"
#include "tests/unit/report/json_schema.hpp"

namespace pf::report::test {

// Parses JSON strictly (no comments, trailing commas, ...): our outputs must be plain JSON.
inline Value strictJson(std::string_view text) {
  Diagnostics d;
  JsonReadOptions o;
  o.lenient = false;
  auto v = parseJson(text, 0, d, o);
  if (!v) throw std::runtime_error("output is not strict JSON: " + (d.items().empty() ? "" : d.items()[0].message));
  return *v;
}

// Follows exact (case-sensitive) keys and array indexes given as "a/0/b" (JSON pointer escapes:
// "~1" for "/", "~0" for "~"); throws when absent.
inline const Value& at(const Value& v, std::string_view path) {
  const Value* cur = &v;
  size_t pos = 0;
  while (pos <= path.size() && !path.empty()) {
    size_t next = path.find('/', pos);
    std::string raw(path.substr(pos, next == std::string_view::npos ? std::string_view::npos : next - pos));
    std::string key;
    for (size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] == '~' && i + 1 < raw.size()) key += raw[++i] == '1' ? '/' : '~';
      else key += raw[i];
    }
    const Value* n = nullptr;
    if (cur->isArray()) {
      bool digits = !key.empty() && key.find_first_not_of("0123456789") == std::string::npos;
      n = digits ? cur->at(std::stoul(key)) : nullptr;
    } else {
      n = pf::test::member(*cur, key);
    }
    if (!n) throw std::runtime_error("no '" + key + "' in path " + std::string(path));
    cur = n;
    if (next == std::string_view::npos) break;
    pos = next + 1;
  }
  return *cur;
}

inline bool has(const Value& v, std::string_view path) {
  try {
    at(v, path);
    return true;
  } catch (const std::runtime_error&) {
    return false;
  }
}

}  // namespace pf::report::test
