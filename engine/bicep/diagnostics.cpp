#include "engine/bicep/diagnostics.hpp"

namespace pf::bicep::diag {

namespace {

Diagnostic err(const char* code, std::string message, Loc loc) {
  return Diagnostic{code, Severity::Error, std::move(message), loc};
}

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

}  // namespace

Diagnostic unrecognizedToken(Loc loc, std::string_view text) {
  return err("BCP001", "The following token is not recognized: " + quoted(text) + ".", loc);
}
Diagnostic unterminatedComment(Loc loc) {
  return err("BCP002", "The multi-line comment at this location is not terminated. Terminate it with the */ character sequence.", loc);
}
Diagnostic unterminatedString(Loc loc) {
  return err("BCP003", "The string at this location is not terminated. Terminate the string with a single quote character.", loc);
}
Diagnostic unterminatedStringNewLine(Loc loc) {
  return err("BCP004", "The string at this location is not terminated due to an unexpected new line character.", loc);
}
Diagnostic unrecognizedEscape(Loc loc) {
  return err("BCP006",
             "The specified escape sequence is not recognized. Only the following escape sequences are allowed: "
             "\"\\$\", \"\\'\", \"\\\\\", \"\\n\", \"\\r\", \"\\t\", \"\\u{...}\".",
             loc);
}
Diagnostic invalidUnicodeEscape(Loc loc) {
  return err("BCP006", "The \\u{...} escape must hold a hexadecimal code point between 0 and 10FFFF.", loc);
}
Diagnostic unterminatedMultilineString(Loc loc) {
  return err("BCP140", "The multi-line string at this location is not terminated. Terminate it with \"'''\".", loc);
}
Diagnostic unknownDeclaration(Loc loc) {
  return err("BCP007",
             "This declaration type is not recognized. Specify a metadata, parameter, variable, resource, or output "
             "declaration.",
             loc);
}
Diagnostic expectedValue(Loc loc) {
  return err("BCP009",
             "Expected a literal value, an array, an object, a parenthesized expression, or a function call at this "
             "location.",
             loc);
}
Diagnostic invalidInteger(Loc loc) { return err("BCP010", "Expected a valid 64-bit signed integer.", loc); }
Diagnostic expectedKeyword(Loc loc, std::string_view keyword) {
  return err("BCP012", "Expected the " + quoted(keyword) + " keyword at this location.", loc);
}
Diagnostic expectedIdentifier(Loc loc, std::string_view what) {
  const char* code = "BCP013";
  if (what == "variable") code = "BCP015";
  else if (what == "output") code = "BCP016";
  else if (what == "resource") code = "BCP017";
  return err(code, "Expected a " + std::string(what) + " identifier at this location.", loc);
}
Diagnostic expectedCharacter(Loc loc, std::string_view character) {
  return err("BCP018", "Expected the " + quoted(character) + " character at this location.", loc);
}
Diagnostic expectedNewLine(Loc loc) { return err("BCP019", "Expected a new line character at this location.", loc); }
Diagnostic expectedMemberName(Loc loc) {
  return err("BCP020", "Expected a function or property name at this location.", loc);
}
Diagnostic expectedPropertyName(Loc loc) { return err("BCP022", "Expected a property name at this location.", loc); }
Diagnostic expectedType(Loc loc) { return err("BCP279", "Expected a type at this location.", loc); }
Diagnostic expectedInterpolatedPath(Loc loc) {
  return err("BCP279", "Expected a string literal path at this location.", loc);
}
Diagnostic duplicateProperty(Loc loc, std::string_view name) {
  return err("BCP025", "The property " + quoted(name) + " is declared multiple times in this object. Remove or rename the duplicate properties.", loc);
}
Diagnostic duplicateSymbol(Loc loc, std::string_view name) {
  return err("BCP028", "Identifier " + quoted(name) + " is declared multiple times. Remove or rename the duplicates.", loc);
}
Diagnostic invalidResourceType(Loc loc) {
  return err("BCP029", "The resource type is not valid. Specify a valid resource type of format \"<types>@<apiVersion>\".", loc);
}
Diagnostic undefinedSymbol(Loc loc, std::string_view name) {
  return err("BCP057", "The name " + quoted(name) + " does not exist in the current context.", loc);
}
Diagnostic cycle(Loc loc, std::string_view path) {
  return err("BCP080", "The expression is involved in a cycle (" + std::string(path) + ").", loc);
}
Diagnostic selfReference(Loc loc) {
  return err("BCP079", "This expression is referencing its own declaration, which is not allowed.", loc);
}
Diagnostic fileReadError(Loc loc, std::string_view path, std::string_view why) {
  return err("BCP091", "An error occurred reading file " + quoted(path) + ". " + std::string(why), loc);
}
Diagnostic unresolvedPath(Loc loc, std::string_view path) {
  return err("BCP093", "File path " + quoted(path) + " could not be resolved relative to the file that names it.", loc);
}
Diagnostic moduleHasErrors(Loc loc, std::string_view path) {
  return err("BCP104", "The referenced module " + quoted(path) + " has errors.", loc);
}
Diagnostic registryNotAvailable(Loc loc, std::string_view reference) {
  return err("BCP190",
             "The artifact with reference " + quoted(reference) +
                 " has not been restored: registry and template-spec modules need the toolchain, which this build "
                 "does not use yet.",
             loc);
}
Diagnostic duplicateModuleName(Loc loc, std::string_view modules) {
  return err("BCP122",
             "Modules: " + std::string(modules) +
                 " are defined with this same name and this same scope in a file. Rename them or split into different "
                 "modules.",
             loc);
}
Diagnostic notDeployTimeConstant(Loc loc, std::string_view variable, std::string_view symbol,
                                 std::string_view allowed) {
  return err("BCP182",
             "This expression is being used in the for-body of the variable " + quoted(variable) +
                 ", which requires values that can be calculated at the start of the deployment. Properties of " +
                 std::string(symbol) + " which can be calculated at the start include " + std::string(allowed) + ".",
             loc);
}
Diagnostic unsupported(Loc loc, std::string_view what) {
  return err("BCPPF01", "Not supported by the native compiler yet: " + std::string(what) + ".", loc);
}
Diagnostic invalidTargetScope(Loc loc) {
  return err("BCP033",
             "Expected a value of type \"'managementGroup' | 'resourceGroup' | 'subscription' | 'tenant' | 'desiredStateConfiguration' | 'local'\".",
             loc);
}
Diagnostic argumentCount(Loc loc, std::string_view fn, std::string_view expected, size_t got) {
  return err("BCP071", "Function " + quoted(fn) + " expects " + std::string(expected) + " argument(s), but got " + std::to_string(got) + ".", loc);
}
Diagnostic notConstant(Loc loc, std::string_view fn, size_t argument) {
  return err("BCP032", "Argument " + std::to_string(argument) + " of " + quoted(fn) + " must be a compile-time constant.", loc);
}
Diagnostic missingRequiredProperty(Loc loc, std::string_view what, std::string_view property) {
  return err("BCP035", "The specified " + std::string(what) + " declaration is missing the required property " + quoted(property) + ".", loc);
}
Diagnostic parameterNotAssigned(Loc loc, std::string_view name) {
  return err("BCP258", "The following parameters are declared in the Bicep file but are missing an assignment in the params file: " + quoted(name) + ".", loc);
}
Diagnostic parameterNotDeclared(Loc loc, std::string_view name) {
  return err("BCP259", "The parameter " + quoted(name) + " is assigned in the params file without being declared in the Bicep file.", loc);
}
Diagnostic notAllowedHere(Loc loc, std::string_view what) {
  return err("BCP241", std::string(what) + " is not allowed at this location.", loc);
}

Diagnostic typeMismatch(Loc loc, std::string_view expected, std::string_view got) {
  return err("BCP033", "Expected a value of type " + quoted(expected) + " but the provided value is of type " + quoted(got) + ".", loc);
}
Diagnostic environmentVariableMissing(Loc loc, std::string_view name) {
  return err("BCP338", "Environment variable " + quoted(name) + " does not exist and there's no default value set.", loc);
}
Diagnostic evaluationFailed(Loc loc, std::string_view what) {
  return err("BCP338", "Failed to evaluate the parameter value: " + std::string(what), loc);
}

}  // namespace pf::bicep::diag
