#pragma once
// The catalogue of Bicep compiler diagnostics: one named factory per condition. Codes are
// Bicep's own BCPnnn where the condition is the same, so `#disable-next-line BCPnnn`
// lines and documentation links keep working; conditions Bicep has no code for use BCPPF.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/result.hpp"

namespace pf::bicep::diag {

// Lexer.
Diagnostic unrecognizedToken(Loc loc, std::string_view text);         // BCP001
Diagnostic unterminatedComment(Loc loc);                               // BCP002
Diagnostic unterminatedString(Loc loc);                                // BCP003
Diagnostic unterminatedStringNewLine(Loc loc);                         // BCP004
Diagnostic unrecognizedEscape(Loc loc);                                // BCP006
Diagnostic invalidUnicodeEscape(Loc loc);                              // BCP006
Diagnostic unterminatedMultilineString(Loc loc);                       // BCP140

// Parser.
Diagnostic unknownDeclaration(Loc loc);                                // BCP007
Diagnostic expectedValue(Loc loc);                                     // BCP009
Diagnostic invalidInteger(Loc loc);                                    // BCP010
Diagnostic expectedKeyword(Loc loc, std::string_view keyword);         // BCP012
Diagnostic expectedIdentifier(Loc loc, std::string_view what);         // BCP013/015/016/017...
Diagnostic expectedCharacter(Loc loc, std::string_view character);     // BCP018
Diagnostic expectedNewLine(Loc loc);                                   // BCP019
Diagnostic expectedMemberName(Loc loc);                                // BCP020
Diagnostic expectedPropertyName(Loc loc);                              // BCP022
Diagnostic expectedType(Loc loc);                                      // BCP279
Diagnostic expectedInterpolatedPath(Loc loc);                          // BCP279-like (module path must be a string)

// Semantics.
Diagnostic duplicateProperty(Loc loc, std::string_view name);          // BCP025
Diagnostic duplicateSymbol(Loc loc, std::string_view name);            // BCP028
Diagnostic invalidResourceType(Loc loc);                               // BCP029
Diagnostic undefinedSymbol(Loc loc, std::string_view name);            // BCP057
Diagnostic noSuchMember(Loc loc, std::string_view type, std::string_view property);  // BCP052
Diagnostic symbolNotExported(Loc loc, std::string_view name);          // BCP360
Diagnostic cycle(Loc loc, std::string_view path);                      // BCP080
Diagnostic selfReference(Loc loc);                                     // BCP079
Diagnostic fileReadError(Loc loc, std::string_view path, std::string_view why);  // BCP091
// A failed read: BCP091, except a read the file-access policy refused (IO002, IO010, IO011), which
// keeps its own code so that a Bicep pragma cannot hide it.
// `resolved` is the path the read was asked for; the message names `path` (as written) instead.
Diagnostic fileReadError(Loc loc, std::string_view path, const Error& why, std::string_view resolved = {});
// A file a load*() function names is larger than Bicep allows (`unit`: "characters" or "bytes").
Diagnostic fileTooLarge(Loc loc, std::string_view path, size_t limit, std::string_view unit);  // BCP184
Diagnostic fileCycle(Loc loc, std::string_view cycle);                 // BCP095 (cycle: "a" -> "b" -> "a")
Diagnostic unresolvedPath(Loc loc, std::string_view path);             // BCP093
Diagnostic moduleHasErrors(Loc loc, std::string_view path);            // BCP104
Diagnostic registryNotAvailable(Loc loc, std::string_view reference);  // BCP190
Diagnostic duplicateModuleName(Loc loc, std::string_view modules);    // BCP122
Diagnostic notDeployTimeConstant(Loc loc, std::string_view variable, std::string_view symbol,
                                 std::string_view allowed);            // BCP182
// A deploy-time value assigned to a resource property Resource Manager needs first (`name`).
Diagnostic notDeployTimeConstantProperty(Loc loc, std::string_view property, std::string_view type);  // BCP120
Diagnostic unsupported(Loc loc, std::string_view what);                // BCPPF01
Diagnostic nestedTooDeeply(Loc loc, uint32_t limit);                   // BCPPF03
Diagnostic conditionalScopeDropped(Loc loc);                           // BCPPF04 (warning)
// A resource decorator that is accepted but has no place in the template where it is written
// (@nullIfNotFound() on a resource the deployment creates); `why` says why.
Diagnostic optionNotEmitted(Loc loc, std::string_view decorator, std::string_view why);  // BCPPF08 (warning)
// `chain`: the files from the root to the one that goes past the limit.
Diagnostic modulesTooDeep(Loc loc, uint32_t limit, std::string_view chain);  // BCPPF06
Diagnostic extendsTooDeep(Loc loc, uint32_t limit);                    // BCPPF07
// Inlined values grew past `limit` expression nodes; `name` is the value not inlined here.
Diagnostic inlinedTooLarge(Loc loc, std::string_view name, size_t limit);  // BCPPF10
Diagnostic invalidTargetScope(Loc loc);                                // BCP033-like
Diagnostic argumentCount(Loc loc, std::string_view fn, std::string_view expected, size_t got);  // BCP071
Diagnostic notConstant(Loc loc, std::string_view fn, size_t argument); // BCP032
Diagnostic missingRequiredProperty(Loc loc, std::string_view what, std::string_view property);  // BCP035
Diagnostic parameterNotAssigned(Loc loc, std::string_view name);       // BCP258
Diagnostic parameterNotDeclared(Loc loc, std::string_view name);       // BCP259
Diagnostic notAllowedHere(Loc loc, std::string_view what);             // BCP241-like
Diagnostic typeMismatch(Loc loc, std::string_view expected, std::string_view got);  // BCP033
Diagnostic environmentVariableMissing(Loc loc, std::string_view name);  // BCP338
Diagnostic environmentVariableNotAllowed(Loc loc, std::string_view name);  // BCPPF05 (info)
Diagnostic extensionUntyped(Loc loc, std::string_view reference, std::string_view why, std::string_view name,
                            std::string_view version);  // BCPPF09 (info)
Diagnostic extensionNotRecognized(Loc loc, std::string_view name);  // BCP204
Diagnostic extensionReferenceNotAllowed(Loc loc);                    // BCP418
Diagnostic extensionConfigNotLiteral(Loc loc, std::string_view alias);  // BCP431
Diagnostic spreadNotAllowed(Loc loc);                                // BCP401
Diagnostic evaluationFailed(Loc loc, std::string_view what);          // BCP338-like: a params value failed

// Resource-derived types (resourceInput<'Type@version'>.x, resourceOutput<...>).
Diagnostic typeArgumentsRequired(Loc loc, std::string_view type);                                 // BCP384
Diagnostic unknownResourceNamespace(Loc loc, std::string_view ns);                               // BCP208
Diagnostic wholeResourceBody(Loc loc);                                                           // BCP394
Diagnostic sealedResourceDerivedType(Loc loc);                                                   // BCP386
// The rest are warnings: they compare with the embedded type index, which may be older or newer
// than the user's Bicep release; the type is then emitted without a "type" (any).
Diagnostic resourceTypeNotInIndex(Loc loc, std::string_view typeReference);                      // BCP081
Diagnostic typeHasNoProperty(Loc loc, std::string_view type, std::string_view property,
                             const std::vector<std::string>& available);                         // BCP053
Diagnostic typeHasNoPropertyDidYouMean(Loc loc, std::string_view type, std::string_view property,
                                       std::string_view suggestion);                             // BCP083
Diagnostic noAdditionalPropertiesType(Loc loc, std::string_view type);                           // BCP389
Diagnostic itemsOfUntypedArray(Loc loc);                                                         // BCP390

// Names and functions.
Diagnostic undefinedSymbolDidYouMean(Loc loc, std::string_view name, std::string_view suggestion);  // BCP082
Diagnostic notAValue(Loc loc, std::string_view name);                                             // BCP063
Diagnostic notAFunction(Loc loc, std::string_view name);                                           // BCP059
Diagnostic notAFunctionDidYouMean(Loc loc, std::string_view name, std::string_view ns);            // BCP265
Diagnostic functionNotInNamespace(Loc loc, std::string_view name, std::string_view ns);            // BCP107
Diagnostic functionNotInNamespaceDidYouMean(Loc loc, std::string_view name, std::string_view ns,
                                            std::string_view suggestion);                          // BCP108
Diagnostic variablesFunction(Loc loc);                                                             // BCP060
Diagnostic parametersFunction(Loc loc);                                                            // BCP061
Diagnostic functionReplacedByOperator(Loc loc, std::string_view fn, std::string_view op);          // BCP069
Diagnostic ifFunction(Loc loc);                                                                    // BCP100
Diagnostic createArrayFunction(Loc loc);                                                           // BCP101
Diagnostic createObjectFunction(Loc loc);                                                          // BCP102
// "Expected 1 argument" / "1 to 2 arguments" / "at least 1 argument", as Bicep words it.
Diagnostic compileTimeConstantRequired(Loc loc);                                                  // BCP032
Diagnostic negativeLength(Loc loc);                                                               // BCP168
Diagnostic typeMismatchArgument(Loc loc, std::string_view argument, std::string_view parameter);  // BCP070
Diagnostic expectedArguments(Loc loc, int minArgs, int maxArgs, size_t got);                       // BCP071

// Decorators.
Diagnostic expectedDecoratorName(Loc loc);                                                         // BCP123
Diagnostic decoratorTargetType(Loc loc, std::string_view name, std::string_view attachable,
                               std::string_view target);                                           // BCP124
// BCP125-129, BCP297 (type), BCP269 (metadata): `what` is "parameter", "variable", "resource",
// "module", "output", "type" or "metadata".
Diagnostic decoratorWrongTarget(Loc loc, std::string_view name, std::string_view what);
Diagnostic decoratorsNotAllowed(Loc loc);                                                          // BCP130
Diagnostic decoratorNotCallable(Loc loc);                                                          // BCP141
Diagnostic notADecorator(Loc loc, std::string_view name);                                          // BCP152
Diagnostic batchSizeTooSmall(Loc loc, int64_t value);                                              // BCP154
// An integer literal below a decorator parameter's minimum (@retryOn's retry count).
Diagnostic valueTooSmall(Loc loc, int64_t value, int64_t minimum);                                 // BCP328
Diagnostic batchSizeNotAllowed(Loc loc, std::string_view name);                                    // BCP155
Diagnostic duplicateDecorator(Loc loc, std::string_view name);                                     // BCP166
Diagnostic decoratorOnTypeAlias(Loc loc, std::string_view name);                                   // BCP308
// A decorator with no declaration after it; `expected` names what its targets are
// ("parameter", "parameter, output, or type", "resource or module", ...; empty: any).
Diagnostic danglingDecorator(Loc loc, std::string_view code, std::string_view expected);           // BCP132/147-153/290/292
// A decorator Bicep accepts on a function or extension declaration but never emits.
Diagnostic decoratorIgnored(Loc loc, std::string_view name, std::string_view what);                // BCPPF02 (warning)

}  // namespace pf::bicep::diag
