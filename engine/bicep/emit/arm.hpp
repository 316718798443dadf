#pragma once
// Building ARM template expressions (pf::Expr trees) and turning them into template values.
#include <string>
#include <vector>

#include "engine/core/value.hpp"
#include "engine/expr/ast.hpp"

namespace pf::bicep::arm {

Expr str(std::string s);
Expr integer(int64_t v);
Expr call(std::string name, std::vector<Expr> args = {});
Expr member(Expr base, std::string name, bool safe = false);  // .name, or ['name'] when not an identifier
Expr index(Expr base, Expr idx, bool safe = false);

bool isString(const Expr& e);
bool isInt(const Expr& e);
bool isCall(const Expr& e, std::string_view name);

// A JSON value as an expression: createObject/createArray/literals.
Expr fromValue(const Value& v);

// The template value for an expression: a literal string (escaped when it would read as an
// expression), an integer, or "[...]".
Value toValue(const Expr& e, Loc loc);
// A literal string as a template value ("[x]" becomes "[[x]").
Value literal(std::string s, Loc loc);
// The same escaping for a string that is not a value (an object key).
std::string escapeLiteral(std::string s);
// A folded compile-time value as template JSON: every string escaped like a literal.
Value escapeLiterals(Value v);
// "[...]" for an expression regardless of its form (copy counts and inputs need a string).
Value asExpressionString(const Expr& e, Loc loc);

}  // namespace pf::bicep::arm
