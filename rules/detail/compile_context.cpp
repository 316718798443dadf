#include "rules/detail/compile_context.hpp"

#include <algorithm>
#include <vector>

#include "engine/core/json.hpp"

namespace pf::rules::detail {

bool scalarText(const Value& v, std::string& out) {
  switch (v.kind()) {
    case Kind::String: out = v.str(); return true;
    case Kind::Int: out = std::to_string(v.asInt()); return true;
    case Kind::Float: out = formatDouble(v.asFloat()); return true;
    case Kind::Bool: out = v.asBool() ? "true" : "false"; return true;
    case Kind::Null: out.clear(); return true;
    default: return false;
  }
}

std::string describeKind(const Value& v) {
  switch (v.kind()) {
    case Kind::Null: return "null";
    case Kind::Bool: return "a boolean";
    case Kind::Int: return "an integer";
    case Kind::Float: return "a number";
    case Kind::String: return "a string";
    case Kind::Array: return "a list";
    case Kind::Object: return "a mapping";
    default: return "a value";
  }
}

std::string closestName(std::string_view word, const std::vector<std::string_view>& candidates) {
  std::string w = toLowerAscii(word);
  std::string best;
  size_t bestDist = 3;
  for (std::string_view c : candidates) {
    std::string cl = toLowerAscii(c);
    std::vector<size_t> prev(cl.size() + 1), cur(cl.size() + 1);
    for (size_t j = 0; j <= cl.size(); ++j) prev[j] = j;
    for (size_t i = 1; i <= w.size(); ++i) {
      cur[0] = i;
      for (size_t j = 1; j <= cl.size(); ++j)
        cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (w[i - 1] == cl[j - 1] ? 0 : 1)});
      std::swap(prev, cur);
    }
    if (prev[cl.size()] < bestDist) {
      bestDist = prev[cl.size()];
      best = std::string(c);
    }
  }
  return best;
}

}  // namespace pf::rules::detail
