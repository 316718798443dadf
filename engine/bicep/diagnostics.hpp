#pragma once
// The catalogue of Bicep compiler diagnostics: one named factory per condition. Codes are
// Bicep's own BCPnnn where the condition is the same, so `#disable-next-line BCPnnn`
// lines and documentation links keep working; conditions Bicep has no code for use BCPPF.
#include <string>
#include <string_view>

#include "engine/core/diagnostic.hpp"

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
Diagnostic cycle(Loc loc, std::string_view path);                      // BCP080
Diagnostic selfReference(Loc loc);                                     // BCP079
Diagnostic fileReadError(Loc loc, std::string_view path, std::string_view why);  // BCP091
Diagnostic unresolvedPath(Loc loc, std::string_view path);             // BCP093
Diagnostic moduleHasErrors(Loc loc, std::string_view path);            // BCP104
Diagnostic registryNotAvailable(Loc loc, std::string_view reference);  // BCP190
Diagnostic duplicateModuleName(Loc loc, std::string_view modules);    // BCP122
Diagnostic notDeployTimeConstant(Loc loc, std::string_view variable, std::string_view symbol,
                                 std::string_view allowed);            // BCP182
Diagnostic unsupported(Loc loc, std::string_view what);                // BCPPF01
Diagnostic invalidTargetScope(Loc loc);                                // BCP033-like
Diagnostic argumentCount(Loc loc, std::string_view fn, std::string_view expected, size_t got);  // BCP071
Diagnostic notConstant(Loc loc, std::string_view fn, size_t argument); // BCP032
Diagnostic missingRequiredProperty(Loc loc, std::string_view what, std::string_view property);  // BCP035
Diagnostic parameterNotAssigned(Loc loc, std::string_view name);       // BCP258
Diagnostic parameterNotDeclared(Loc loc, std::string_view name);       // BCP259
Diagnostic notAllowedHere(Loc loc, std::string_view what);             // BCP241-like
Diagnostic typeMismatch(Loc loc, std::string_view expected, std::string_view got);  // BCP033
Diagnostic environmentVariableMissing(Loc loc, std::string_view name);  // BCP338
Diagnostic evaluationFailed(Loc loc, std::string_view what);          // BCP338-like: a params value failed

}  // namespace pf::bicep::diag
