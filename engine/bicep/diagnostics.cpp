#include "engine/bicep/diagnostics.hpp"

#include "engine/core/file_access.hpp"

namespace pf::bicep::diag {

namespace {

Diagnostic err(std::string_view code, std::string message, Loc loc) {
  return Diagnostic{std::string(code), Severity::Error, std::move(message), loc};
}

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

Diagnostic warn(std::string_view code, std::string message, Loc loc) {
  return Diagnostic{std::string(code), Severity::Warning, std::move(message), loc};
}

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
Diagnostic noSuchMember(Loc loc, std::string_view type, std::string_view property) {
  return err("BCP052", "The type " + quoted(type) + " does not contain property " + quoted(property) + ".", loc);
}
Diagnostic symbolNotExported(Loc loc, std::string_view name) {
  return err("BCP360", "The '" + std::string(name) + "' symbol was not found in (or was not exported by) the imported template.", loc);
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
Diagnostic fileReadError(Loc loc, std::string_view path, const Error& why, std::string_view resolved) {
  std::string message = resolved.empty() ? why.message : withPathShown(why, std::string(resolved), std::string(path)).message;
  if (why.code == "IO002" || why.code == "IO010" || why.code == "IO011" || why.code == "BCPPF11")
    return Diagnostic{why.code, Severity::Error, message, loc};
  return fileReadError(loc, path, message);
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
Diagnostic notDeployTimeConstantProperty(Loc loc, std::string_view property, std::string_view type) {
  return err("BCP120",
             "This expression is being used in an assignment to the " + quoted(property) + " property of the " +
                 quoted(type) + " type, which requires a value that can be calculated at the start of the deployment.",
             loc);
}
Diagnostic fileTooLarge(Loc loc, std::string_view path, size_t limit, std::string_view unit) {
  return err("BCP184", "File '" + std::string(path) + "' exceeded maximum size of " + std::to_string(limit) + " " +
                           std::string(unit) + ".",
             loc);
}
Diagnostic unsupported(Loc loc, std::string_view what) {
  return err("BCPPF01", "Not supported by the native compiler yet: " + std::string(what) +
                           ". An installed Bicep CLI compiles such files instead (--bicep-cli auto, the default, when "
                           "one is found: set PREFLIGHT_BICEP_PATH or put bicep on PATH; --bicep-cli always to use it "
                           "for every file).",
             loc);
}
Diagnostic nestedTooDeeply(Loc loc, uint32_t limit) {
  return err("BCPPF03",
             "The expression nests more than " + std::to_string(limit) +
                 " levels deep (brackets, operators, member accesses or types); the rest of the file is not read.",
             loc);
}
Diagnostic optionNotEmitted(Loc loc, std::string_view decorator, std::string_view why) {
  return Diagnostic{"BCPPF08", Severity::Warning,
                    "@" + std::string(decorator) + "() is not written into the template: " + std::string(why),
                    loc};
}
Diagnostic conditionalScopeDropped(Loc loc) {
  return Diagnostic{"BCPPF04", Severity::Warning,
                    "Bicep keeps only the kind of a conditional scope, not which one: the module deploys to the current "
                    "scope of that kind whatever the condition says (write the condition inside one scope function, "
                    "e.g. resourceGroup(c ? a : b))",
                    loc};
}
Diagnostic modulesTooDeep(Loc loc, uint32_t limit, std::string_view chain) {
  return err("BCPPF06",
             "Modules nest more than " + std::to_string(limit) +
                 " levels deep, past Resource Manager's limit of nested deployments: " + std::string(chain) +
                 ". This module is not compiled.",
             loc);
}
Diagnostic fileCycle(Loc loc, std::string_view cycle) {
  return err("BCP095", "The file is involved in a cycle (" + std::string(cycle) + ").", loc);
}
Diagnostic extendsTooDeep(Loc loc, uint32_t limit) {
  return err("BCPPF07",
             "Parameters files extend each other in a chain more than " + std::to_string(limit) +
                 " long; the base file named here is not read.",
             loc);
}
Diagnostic inlinedTooLarge(Loc loc, std::string_view name, size_t limit) {
  return err("BCPPF10",
             "Values copied where they are used grow past " + std::to_string(limit) + " expression nodes: " +
                 quoted(name) +
                 " here, and every value inlined after it, is left out. Values that each use the one before more "
                 "than once double at every step, far past Resource Manager's 4 MB limit on a template.",
             loc);
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
Diagnostic environmentVariableNotAllowed(Loc loc, std::string_view name) {
  return Diagnostic{"BCPPF05", Severity::Info,
                    "Environment variable " + quoted(name) +
                        " is not read (preflight reads only the variables allowed with --allow-env or allowEnv: in "
                        "preflight.yaml), and the call gives no default: its value is not known before deployment.",
                    loc};
}
Diagnostic extensionUntyped(Loc loc, std::string_view reference, std::string_view why, std::string_view name,
                            std::string_view version) {
  return Diagnostic{"BCPPF09", Severity::Info,
                    "The resources of extension " + quoted(reference) + " are not type-checked: " + std::string(why) +
                        ". It is named " + quoted(name) + " version " + quoted(version) + " after its reference.",
                    loc};
}
Diagnostic extensionNotRecognized(Loc loc, std::string_view name) {
  return err("BCP204", "Extension " + quoted(name) + " is not recognized.", loc);
}
Diagnostic extensionReferenceNotAllowed(Loc loc) {
  return err("BCP418",
             "Extensions cannot be referenced here. Extensions can only be referenced by module extension configurations.",
             loc);
}
Diagnostic extensionConfigNotLiteral(Loc loc, std::string_view alias) {
  return err("BCP431", "The value of the " + quoted(alias) +
                           " property must be an object literal or a valid extension config inheritance expression.",
             loc);
}
Diagnostic spreadNotAllowed(Loc loc) { return err("BCP401", "The spread operator \"...\" is not permitted in this location.", loc); }
Diagnostic evaluationFailed(Loc loc, std::string_view what) {
  return err("BCP338", "Failed to evaluate the parameter value: " + std::string(what), loc);
}

Diagnostic undefinedSymbolDidYouMean(Loc loc, std::string_view name, std::string_view suggestion) {
  return err("BCP082", "The name " + quoted(name) + " does not exist in the current context. Did you mean " +
                           quoted(suggestion) + "?", loc);
}
Diagnostic notAValue(Loc loc, std::string_view name) {
  return err("BCP063", "The name " + quoted(name) + " is not a parameter, variable, resource or module.", loc);
}
Diagnostic notAFunction(Loc loc, std::string_view name) {
  return err("BCP059", "The name " + quoted(name) + " is not a function.", loc);
}
Diagnostic notAFunctionDidYouMean(Loc loc, std::string_view name, std::string_view ns) {
  return err("BCP265", "The name " + quoted(name) + " is not a function. Did you mean " +
                           quoted(std::string(ns) + "." + std::string(name)) + "?", loc);
}
Diagnostic functionNotInNamespace(Loc loc, std::string_view name, std::string_view ns) {
  return err("BCP107", "The function " + quoted(name) + " does not exist in namespace " + quoted(ns) + ".", loc);
}
Diagnostic functionNotInNamespaceDidYouMean(Loc loc, std::string_view name, std::string_view ns,
                                            std::string_view suggestion) {
  return err("BCP108", "The function " + quoted(name) + " does not exist in namespace " + quoted(ns) +
                           ". Did you mean " + quoted(suggestion) + "?", loc);
}
Diagnostic variablesFunction(Loc loc) {
  return err("BCP060", "The \"variables\" function is not supported. Directly reference variables by their symbolic names.", loc);
}
Diagnostic parametersFunction(Loc loc) {
  return err("BCP061", "The \"parameters\" function is not supported. Directly reference parameters by their symbolic names.", loc);
}
Diagnostic functionReplacedByOperator(Loc loc, std::string_view fn, std::string_view op) {
  return err("BCP069", "The function " + quoted(fn) + " is not supported. Use the " + quoted(op) + " operator instead.", loc);
}
Diagnostic ifFunction(Loc loc) {
  return err("BCP100",
             "The function \"if\" is not supported. Use the \"?:\" (ternary conditional) operator instead, e.g. "
             "condition ? ValueIfTrue : ValueIfFalse",
             loc);
}
Diagnostic createArrayFunction(Loc loc) {
  return err("BCP101", "The \"createArray\" function is not supported. Construct an array literal using [].", loc);
}
Diagnostic createObjectFunction(Loc loc) {
  return err("BCP102", "The \"createObject\" function is not supported. Construct an object literal using {}.", loc);
}
Diagnostic compileTimeConstantRequired(Loc loc) {
  return err("BCP032", "The value must be a compile-time constant.", loc);
}
Diagnostic negativeLength(Loc loc) { return err("BCP168", "Length must not be a negative value.", loc); }
Diagnostic typeArgumentsRequired(Loc loc, std::string_view type) {
  return err("BCP384", "The " + quoted(std::string(type) + "<ResourceTypeIdentifier>") + " type requires 1 argument(s).", loc);
}
Diagnostic unknownResourceNamespace(Loc loc, std::string_view ns) {
  return err("BCP208",
             "The specified namespace " + quoted(ns) +
                 " is not recognized. Specify a resource reference using one of the following namespaces: \"az\", \"sys\".",
             loc);
}
Diagnostic wholeResourceBody(Loc loc) {
  return err("BCP394",
             "Resource-derived type expressions must dereference a property within the resource body. Using the entire "
             "resource body type is not permitted.",
             loc);
}
Diagnostic sealedResourceDerivedType(Loc loc) {
  return err("BCP386",
             "The decorator \"sealed\" may not be used on statements whose declared type is a reference to a "
             "resource-derived type.",
             loc);
}
Diagnostic resourceTypeNotInIndex(Loc loc, std::string_view typeReference) {
  return warn("BCP081",
              "Resource type " + quoted(typeReference) +
                  " does not have types available. Bicep is unable to validate resource properties prior to deployment, "
                  "but this will not block the resource from being deployed.",
              loc);
}
Diagnostic typeHasNoProperty(Loc loc, std::string_view type, std::string_view property,
                             const std::vector<std::string>& available) {
  std::string message = "The type " + quoted(type) + " does not contain property " + quoted(property) + ".";
  if (!available.empty()) {
    message += " Available properties include ";
    for (size_t i = 0; i < available.size(); ++i) message += (i ? ", " : "") + quoted(available[i]);
    message += ".";
  }
  return warn("BCP053", std::move(message), loc);
}
Diagnostic typeHasNoPropertyDidYouMean(Loc loc, std::string_view type, std::string_view property,
                                       std::string_view suggestion) {
  return warn("BCP083",
              "The type " + quoted(type) + " does not contain property " + quoted(property) + ". Did you mean " +
                  quoted(suggestion) + "?",
              loc);
}
Diagnostic noAdditionalPropertiesType(Loc loc, std::string_view type) {
  return warn("BCP389", "The type " + quoted(type) + " does not declare an additional properties type.", loc);
}
Diagnostic itemsOfUntypedArray(Loc loc) {
  return warn("BCP390", "The array item type access operator ('[*]') can only be used with typed arrays.", loc);
}
Diagnostic typeMismatchArgument(Loc loc, std::string_view argument, std::string_view parameter) {
  return err("BCP070", "Argument of type " + quoted(argument) + " is not assignable to parameter of type " +
                           quoted(parameter) + ".", loc);
}
Diagnostic expectedArguments(Loc loc, int minArgs, int maxArgs, size_t got) {
  auto plural = [](int n) { return std::to_string(n) + (n == 1 ? " argument" : " arguments"); };
  std::string expected;
  if (maxArgs < 0) expected = "at least " + plural(minArgs);
  else if (minArgs == maxArgs) expected = plural(minArgs);
  else expected = std::to_string(minArgs) + " to " + plural(maxArgs);
  return err("BCP071", "Expected " + expected + ", but got " + std::to_string(got) + ".", loc);
}
Diagnostic expectedDecoratorName(Loc loc) {
  return err("BCP123", "Expected a namespace or decorator name at this location.", loc);
}
Diagnostic decoratorTargetType(Loc loc, std::string_view name, std::string_view attachable, std::string_view target) {
  return err("BCP124", "The decorator " + quoted(name) + " can only be attached to targets of type " +
                           quoted(attachable) + ", but the target has type " + quoted(target) + ".", loc);
}
Diagnostic decoratorWrongTarget(Loc loc, std::string_view name, std::string_view what) {
  const char* code = "BCP125";
  std::string article = "a ";
  if (what == "variable") code = "BCP126";
  else if (what == "resource") code = "BCP127";
  else if (what == "module") code = "BCP128";
  else if (what == "output") code = "BCP129", article = "an ";
  else if (what == "type") code = "BCP297";
  else if (what == "metadata") code = "BCP269";
  return err(code, "Function " + quoted(name) + " cannot be used as " + article + std::string(what) + " decorator.", loc);
}
Diagnostic decoratorsNotAllowed(Loc loc) { return err("BCP130", "Decorators are not allowed here.", loc); }
Diagnostic decoratorNotCallable(Loc loc) {
  return err("BCP141", "The expression cannot be used as a decorator as it is not callable.", loc);
}
Diagnostic notADecorator(Loc loc, std::string_view name) {
  return err("BCP152", "Function " + quoted(name) + " cannot be used as a decorator.", loc);
}
Diagnostic batchSizeTooSmall(Loc loc, int64_t value) {
  return err("BCP154", "Expected a batch size of at least 1 but the specified value was \"" + std::to_string(value) + "\".", loc);
}
Diagnostic valueTooSmall(Loc loc, int64_t value, int64_t minimum) {
  return err("BCP328", "The provided value (which will always be less than or equal to " + std::to_string(value) +
                           ") is too small to assign to a target for which the minimum allowable value is " +
                           std::to_string(minimum) + ".",
             loc);
}
Diagnostic batchSizeNotAllowed(Loc loc, std::string_view name) {
  return err("BCP155", "The decorator " + quoted(name) + " can only be attached to resource or module collections.", loc);
}
Diagnostic duplicateDecorator(Loc loc, std::string_view name) {
  return err("BCP166", "Duplicate " + quoted(name) + " decorator.", loc);
}
Diagnostic decoratorOnTypeAlias(Loc loc, std::string_view name) {
  return err("BCP308", "The decorator " + quoted(name) +
                           " may not be used on statements whose declared type is a reference to a user-defined type.",
             loc);
}
Diagnostic danglingDecorator(Loc loc, std::string_view code, std::string_view expected) {
  if (expected.empty()) return err(code, "Expected a declaration after the decorator.", loc);
  std::string article = expected.front() == 'o' ? "an " : "a ";
  return err(code, "Expected " + article + std::string(expected) + " declaration after the decorator.", loc);
}
Diagnostic decoratorIgnored(Loc loc, std::string_view name, std::string_view what) {
  return Diagnostic{"BCPPF02", Severity::Warning,
                    "The decorator " + quoted(name) + " has no effect on " + std::string(what) +
                        " declaration: it is not part of the compiled template.",
                    loc};
}

}  // namespace pf::bicep::diag
