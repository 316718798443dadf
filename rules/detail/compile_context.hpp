#pragma once
// What compiling rule documents shares: the diagnostics sink and limits that keep a hostile
// file (deep nesting, alias bombs) from taking unbounded time or memory.
#include <string>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf::rules::detail {

class RegexCache;

struct CompileContext {
  Diagnostics& diags;
  RegexCache* regexes = nullptr;  // the rule set's compiled patterns (null: each compiled anew)
  size_t nodes = 0;  // expression nodes compiled in the current document
  bool failed = false;

  static constexpr size_t kMaxNodes = 20000;
  static constexpr int kMaxDepth = 64;

  void error(const char* code, std::string message, const Loc& loc) {
    failed = true;
    diags.error(code, std::move(message), loc);
  }
  void warning(const char* code, std::string message, const Loc& loc) { diags.warning(code, std::move(message), loc); }
};

// The text of a scalar the way a rule author wrote it: strings as they are, numbers and booleans
// in their usual spelling; empty for null. False for arrays and objects.
bool scalarText(const Value& v, std::string& out);
// "a string", "an array", ... for messages.
std::string describeKind(const Value& v);
// The closest of `candidates` to `word` (case-insensitive edit distance ≤ 2), or "".
std::string closestName(std::string_view word, const std::vector<std::string_view>& candidates);

}  // namespace pf::rules::detail
