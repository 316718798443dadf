#pragma once
// What discovery's shallow JSON read must agree on with a full read, on any text: the same
// errors at the same places, the same members where a full read puts them, and the strings a
// full read holds. Shared by the unit tests (tests/unit/core/json_shallow_test.cpp) and the
// JSON fuzz target (fuzz/json_fuzz.cpp).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/json.hpp"
#include "engine/core/value.hpp"

namespace pf::test {

inline bool shallowBuiltInFull(std::string_view k) { return iequals(k, "metadata") || iequals(k, "$schema"); }
inline bool shallowKeysOnly(std::string_view k) { return iequals(k, "parameters"); }
inline bool hasDot(std::string_view s) { return s.find('.') != std::string_view::npos; }
inline constexpr JsonShallowSpec kShallowSpec{shallowBuiltInFull, shallowKeysOnly, hasDot};

// Each diagnostic with its code and place, one a line.
inline std::string messages(const Diagnostics& d) {
  std::string out;
  for (const auto& x : d.items())
    out += x.code + "@" + std::to_string(x.loc.line) + ":" + std::to_string(x.loc.col) + " " + x.message + "\n";
  return out;
}

// The same without the duplicate-key warnings (JSON007), which a shallow read does not give for
// the parts it skips.
inline std::string errors(const Diagnostics& d) {
  Diagnostics kept;
  for (const auto& x : d.items())
    if (x.code != "JSON007") kept.add(x);
  return messages(kept);
}

// Every position in a value, in order: where each node starts.
inline void positions(const Value& v, std::string& out) {
  out += std::to_string(v.loc().line) + ":" + std::to_string(v.loc().col) + " ";
  for (const Value& item : v.arr()) positions(item, out);
  for (const auto& [key, member] : v.obj()) positions(member, out);
}

// The strings kShallowSpec keeps from a member not built in full, found by walking a full
// parse instead: values only, in text order.
inline void dottedStrings(const Value& v, std::vector<std::string>& out) {
  if (v.isString() && hasDot(v.str())) out.push_back(v.str());
  for (const Value& item : v.arr()) dottedStrings(item, out);
  for (const auto& [key, member] : v.obj()) dottedStrings(member, out);
}

// Where readJsonShallow(text, kShallowSpec) and parseJson(text) disagree; empty when they do
// not. `full` and `fullDiags`, when given, receive the full read.
inline std::string shallowDisagreement(std::string_view text, const JsonReadOptions& options,
                                       std::optional<Value>* full = nullptr, Diagnostics* fullDiags = nullptr) {
  Diagnostics fd, sd;
  std::optional<Value> a = parseJson(text, 2, fd, options);
  JsonShallowRead b = readJsonShallow(text, 2, sd, kShallowSpec, options);
  std::string why;
  if (a.has_value() != b.root.has_value() || errors(fd) != errors(sd)) {
    why = "the reads differ:\nfull:\n" + errors(fd) + "shallow:\n" + errors(sd);
  } else if (a && b.complete && a->isObject()) {
    const auto& entries = a->obj().entries();
    const auto& read = b.root->obj().entries();
    if (read.size() != entries.size() || b.strings.size() != entries.size()) why = "the root's members differ";
    for (size_t i = 0; why.empty() && i < entries.size(); ++i) {
      if (read[i].first != entries[i].first) {
        why = "member " + std::to_string(i) + " is '" + read[i].first + "', not '" + entries[i].first + "'";
      } else if (shallowBuiltInFull(entries[i].first)) {
        std::string expected, actual;
        positions(entries[i].second, expected);
        positions(read[i].second, actual);
        if (expected != actual || !read[i].second.equals(entries[i].second))
          why = "'" + entries[i].first + "' is not built as a full read builds it";
      } else {
        std::vector<std::string> expected;
        dottedStrings(entries[i].second, expected);
        if (b.strings[i] != expected) why = "the strings kept from '" + entries[i].first + "' differ";
      }
    }
  }
  if (full) *full = std::move(a);
  if (fullDiags) *fullDiags = std::move(fd);
  return why;
}

}  // namespace pf::test
