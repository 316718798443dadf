#pragma once
// The AST of an ARM template expression (the text between the outer brackets).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/source.hpp"
#include "engine/core/value.hpp"

namespace pf {

struct FunctionSpec;

struct Expr {
  enum class Type : uint8_t {
    String,  // 'text'
    Int,     // 42, -7
    Call,    // name(args) or ns.name(args)
    Member,  // target.name        (args[0] = target)
    Index,   // target[index]      (args[0] = target, args[1] = index)
  };
  Type type = Type::String;
  bool safe = false;     // Bicep's safe forms: target.?name, target[?index]
  uint32_t offset = 0;   // offset of the node's first character in the expression text
  uint32_t end = 0;      // offset one past its last character
  int64_t ival = 0;
  std::string text;      // literal text, function name, or member name
  std::string ns;        // namespace of a user-defined function call
  std::vector<Expr> args;
  const FunctionSpec* fn = nullptr;  // bound built-in function (null for user-defined)
  // A string literal as a value, made once by the expression parser: evaluating the node then
  // shares this payload instead of copying `text` into a new one each time. Null where a node is
  // built otherwise (the evaluator then uses `text`); code that changes a parsed literal's `text`
  // clears it.
  Value literal;
};

// A parsed expression string; owns the tree. `source` is the text inside the brackets.
// Trees are shared between occurrences of the same text, so they hold offsets only;
// the evaluator adds the position of the occurrence it is evaluating.
struct ParsedExpression {
  std::string source;
  Expr root;
};

// The position of `offset` inside an expression whose text begins at `base`
// (exact unless the JSON string had escapes before that offset).
inline Loc exprLoc(const Loc& base, uint32_t offset) {
  return base.known() ? Loc{base.file, base.line, base.col + offset} : base;
}

}  // namespace pf
