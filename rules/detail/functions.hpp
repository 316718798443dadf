#pragma once
// PSRule expression functions: `value: {$: {...}}` and `$` as the expected value of equals,
// notEquals, count, notCount, less, lessOrEquals, greater and greaterOrEquals.
//
//   configuration: 'Key'                 a configuration value (null when unset)
//   path: 'properties.x'                 a value of the current object (null when absent)
//   boolean | string | integer: <arg>    convert
//   concat: [<arg>, ...]                 text of each argument, joined
//   substring: <arg>, length: n          the first n characters
//   replace: <arg>, oldString, newString[, caseSensitive]
//   trim: <arg>
//   first | last: <arg> or [<arg>, ...]  first/last character of a string, item of an array
//   split: <arg>, delimiter: [..]
//   padLeft | padRight: <arg>, totalLength: n[, paddingCharacter: c]
// An argument is a literal or a nested function ({path: name}, {string: '-'}, ...).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/value.hpp"
#include "rules/detail/compile_context.hpp"
#include "rules/detail/object_path.hpp"

namespace pf::rules::detail {

struct Function {
  enum Kind {
    Literal, Configuration, Path, Boolean, String, Integer, Concat, Substring, Replace, Trim, First, Last, Split,
    PadLeft, PadRight
  } kind = Literal;
  Value literal;                  // Literal
  std::string key;                // Configuration
  Value fallback;                 // Configuration: its `default` (preflight only), else null
  ObjectPath path;                // Path
  std::vector<Function> args;     // the argument, or the list for concat/first/last
  bool list = false;              // first/last given a list of arguments
  int64_t length = 0;             // substring length, pad total length
  std::string oldString, newString, padding = " ";
  bool caseSensitive = false;     // replace
  std::vector<std::string> delimiters;
};

// `spec` is the value of `$`: a mapping naming one function. nullopt after reporting an error.
std::optional<Function> compileFunction(const Value& spec, CompileContext& cx, int depth = 0);

// The longest text a rule function may make (4 MB, the most any template value may hold): rules
// come from the repository under review too, and padLeft, replace and concat can grow a text
// far past what memory holds.
inline constexpr size_t kMaxFunctionText = 4u * 1024 * 1024;

struct FunctionResult {
  Value value;
  bool unknown = false;  // the function read a value that is not known before deployment
  std::string unknownExpr;
  bool tooLarge = false;  // a text grew past kMaxFunctionText; no value
};

// The reason a condition gives for a function whose text grew past kMaxFunctionText.
std::string functionTooLarge();

FunctionResult evaluateFunction(const Function& fn, const Value& current, const Object& configuration);

}  // namespace pf::rules::detail
