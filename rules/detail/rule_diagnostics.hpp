#pragma once
// The rule loader's diagnostic codes (phase prefix RULE). Stable: documented for users.
namespace pf::rules::detail::codes {

inline constexpr const char* kRead = "RULE001";         // the file cannot be read or is too large
inline constexpr const char* kSyntax = "RULE002";       // YAML or JSON syntax error
inline constexpr const char* kDocument = "RULE003";     // a document is not a mapping, or lacks apiVersion/kind/metadata
inline constexpr const char* kApiVersion = "RULE004";   // apiVersion is not a PSRule one
inline constexpr const char* kKind = "RULE005";         // unknown or unsupported kind
inline constexpr const char* kUnknownKey = "RULE006";   // a key that the document kind does not have
inline constexpr const char* kMissing = "RULE007";      // a required key is missing (name, condition, if)
inline constexpr const char* kType = "RULE008";         // a key has the wrong type of value
inline constexpr const char* kName = "RULE009";         // an invalid or duplicate resource name
inline constexpr const char* kExpression = "RULE010";   // an expression names no condition or operator, or several
inline constexpr const char* kOperand = "RULE011";      // missing operand, or more than one
inline constexpr const char* kArgument = "RULE012";     // a condition's argument has the wrong type
inline constexpr const char* kRegex = "RULE013";        // a regular expression RE2 cannot compile
inline constexpr const char* kPath = "RULE014";         // a malformed object path
inline constexpr const char* kVersion = "RULE015";      // a malformed version constraint
inline constexpr const char* kSelector = "RULE016";     // `with` names a selector that does not exist
inline constexpr const char* kFunction = "RULE017";     // a malformed `$` function
inline constexpr const char* kUnused = "RULE018";       // warning: a modifier that has no effect on the condition
inline constexpr const char* kLevel = "RULE019";        // an unknown level
inline constexpr const char* kLimit = "RULE020";        // nesting or size beyond the loader's limits
inline constexpr const char* kSkipped = "RULE021";      // info: a document kind that is accepted but not used
// warning, said on standard error: something PSRule would load that has no effect here either
// (a ModuleConfig outside its module, a baseline's spec.rule.includeLocal) or that preflight cannot
// run (PowerShell rule files)
inline constexpr const char* kNoEffect = "RULE022";
inline constexpr const char* kBaseline = "RULE040";     // an unknown baseline was selected

}  // namespace pf::rules::detail::codes
