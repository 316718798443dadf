#pragma once
// Recognising and parsing ARM template expressions.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "engine/core/result.hpp"
#include "engine/expr/ast.hpp"

namespace pf {

class FunctionRegistry;

// A JSON string is an expression when it starts with '[' and ends with ']' and does not start with "[[".
bool isExpression(std::string_view s);
// "[[x]" → "[x]": the literal a string stands for when it starts with "[[" (else unchanged).
std::string_view unescapeLiteral(std::string_view s);

// Parse the text between the brackets. `loc` is the position of the first character of
// `text` in its file (used for error positions only; the tree holds offsets). Function names are bound against `registry` when given; an unknown
// built-in is an error (EXPR010) only when a registry is given.
// Errors: EXPR001.. with the position inside the expression and a caret line in the message.
Result<std::shared_ptr<const ParsedExpression>> parseExpression(std::string_view text, Loc loc,
                                                                 const FunctionRegistry* registry);

// Parses each distinct expression string once (per template/expansion; not thread-shared).
// A parsed tree holds offsets only and functions bound against the registry, so a cache can
// outlive one expansion: `backing`, when given (a worker's cache over the same registry, see
// ExpandServices::expressions), holds what this one parses. `maxEntries` bounds a long-lived
// cache: it starts over when full (trees already handed out stay alive with their users).
class ExpressionCache {
 public:
  explicit ExpressionCache(const FunctionRegistry* registry, ExpressionCache* backing = nullptr,
                           size_t maxEntries = SIZE_MAX)
      : registry_(registry), backing_(backing && backing->registry_ == registry ? backing : nullptr),
        maxEntries_(maxEntries) {}
  // `text` is the text between the brackets; `loc` where it begins. Failures are not cached.
  Result<std::shared_ptr<const ParsedExpression>> get(std::string_view text, Loc loc);
  size_t size() const { return backing_ ? backing_->size() : cache_.size(); }

 private:
  // Looked up by string_view: a hit builds no std::string.
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  const FunctionRegistry* registry_;
  ExpressionCache* backing_;
  size_t maxEntries_;
  std::unordered_map<std::string, std::shared_ptr<const ParsedExpression>, Hash, std::equal_to<>> cache_;
};

// Render an AST back to ARM expression text (without brackets).
std::string renderExpr(const Expr& e);

}  // namespace pf
