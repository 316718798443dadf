// The catalogue of expression codes: EXPR (engine/expr/parser.cpp) and EVAL (the evaluator, the
// function library in functions/ and the mocks that answer runtime functions).
#include "engine/expr/diagnostic_codes.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error;

constexpr DiagnosticInfo kExpr[] = {
    {"EXPR001", E, "An expression has a token where none is expected (an unmatched ')', text after the end, a '.' without a name).",
     "Fix the expression at the column shown; the message says what was found and what was expected."},
    {"EXPR002", E, "A string literal in an expression is not closed.",
     "Close the string with a single quote; a quote inside a string is written twice ('')."},
    {"EXPR003", E, "A '(' or '[' in an expression is not closed.", "Add the missing ')' or ']' where the message points."},
    {"EXPR004", E, "An integer literal does not fit in 64 bits.", "Use a smaller number, or a string if it is an identifier."},
    {"EXPR005", E, "The expression between '[' and ']' is empty.",
     "Write an expression, or escape a literal text that starts with '[' as '[['."},
    {"EXPR006", E, "A decimal number is written in an expression; the expression language has integers only.",
     "Write json('1.5') for a decimal value."},
    {"EXPR007", E, "An expression nests calls, properties or indexes too deeply.", "Split it into variables."},
    {"EXPR008", E, "`preflight eval` was given text that starts with '[' but does not end with ']'.",
     "Close the expression with ']', or leave out the brackets."},
    {"EXPR010", E, "An expression calls a function that does not exist.",
     "Check the spelling (`preflight eval --list-functions` lists every function); user-defined functions need their namespace (ns.name)."},
};

constexpr DiagnosticInfo kEval[] = {
    {"EVAL001", E, "A function is called with too few or too many arguments.",
     "Pass the arguments the function takes; the message shows its usage."},
    {"EVAL002", E, "A function argument has the wrong type (an integer where text is expected, an object where an array is).",
     "Convert the value (string(), int(), json(), array()) or pass a different one; the message names the argument and what it is."},
    {"EVAL003", E, "A function name is not valid where it is used, or a user-defined function is not declared.",
     "Declare the user-defined function in the template's 'functions' section, or fix the name."},
    {"EVAL010", E, "A function rejected its arguments (an invalid value, an empty array, a malformed date, a bad lambda).",
     "Read the function's message, which says what it expected, and fix the argument."},
    {"EVAL011", E, "The variables of a .bicepparam file refer to each other too deeply.", "Simplify the chain of variables."},
    {"EVAL020", E, "An expression reads a parameter the template (or user-defined function) does not declare.",
     "Declare the parameter, or fix the name in parameters('...')."},
    {"EVAL021", E, "An expression reads a variable the template does not declare.", "Declare the variable, or fix the name in variables('...')."},
    {"EVAL022", E, "copyIndex() is used outside a copy loop, or names a loop that does not surround it.",
     "Use copyIndex() only inside the loop it counts, with that loop's name."},
    {"EVAL030", E, "An expression reads an object property that does not exist.",
     "Use a property the object has (the message lists them), or the safe access operator (.? in Bicep, ?. in ARM) when it may be missing."},
    {"EVAL031", E, "An expression reads a property or index of a value that has none (null, a number, text).",
     "Check where the value comes from; guard it with a condition or the safe access operator."},
    {"EVAL032", E, "An index has the wrong type: arrays take integers, objects take text.", "Convert the index with int() or string()."},
    {"EVAL033", E, "An array index is outside the array.", "Check the length first (length(), last()), or use the safe access operator."},
    {"EVAL040", E, "A user-defined function has no output value.", "Give the function an output with a 'value'."},
    {"EVAL041", E, "User-defined functions call each other too deeply (probably recursion).",
     "Remove the recursion: user-defined functions may not call themselves."},
    {"EVAL050", E, "The template calls fail(), which stops the deployment with the message given.",
     "Change the parameters or condition that lead to the fail() call; the message is the template author's."},
    {"EVAL051", E, "A scope function (resourceGroup(), subscription(), managementGroup(), tenant()) is used in a deployment to a scope that does not have it.",
     "Use the functions of the deployment's scope, or deploy at another scope."},
    {"EVAL052", E, "A resource id function (resourceId(), subscriptionResourceId(), extensionResourceId(), ...) got arguments that do not form an id.",
     "Pass the resource type and one name per type segment; the message says which part is wrong."},
    {"EVAL053", E, "pickZones() asks for more zones than the region offers for that resource type.", "Lower the number of zones or the offset."},
    {"EVAL054", E, "A lambda expression is used somewhere other than directly as an argument of filter, groupBy, map, mapValues, reduce, sort or toObject.",
     "Pass the lambda directly to one of those functions."},
    {"EVAL055", E, "A value that should be a lambda expression is not one.", "Write \"[lambda('x', ...)]\" there."},
    {"EVAL060", E, "An expression does too much work (builds or visits more values than preflight allows).",
     "Simplify the expression; a template that builds this much data would be far beyond Resource Manager's limits."},
    {"EVAL061", E, "A function builds a value nested more deeply than a template may have.", "Flatten the value."},
    {"EVAL062", E, "A computed property name does not evaluate to text.", "Make the property name expression return a string."},
};

}  // namespace

DiagnosticTable exprDiagnosticTable() { return {"EXPR", "Expression parsing", "engine/expr", kExpr}; }
DiagnosticTable evalDiagnosticTable() { return {"EVAL", "Expression evaluation", "engine/expr, functions/", kEval}; }

}  // namespace pf
