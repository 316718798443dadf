#pragma once
// The functions Bicep's built-in namespaces offer, by name, so that a call to a function that
// does not exist is reported at compile time (as Bicep does) instead of being passed on to ARM.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

// Whether `name` is a function of namespace "sys" or "az" (either when `ns` is empty).
// `list*` names (listKeys, listSecrets, ...) are az functions.
bool isBuiltinFunction(std::string_view name, std::string_view ns = {});
// Functions Bicep offers only in .bicepparam files (readEnvironmentVariable): in a .bicep file
// the name does not exist.
bool isParamsFileFunction(std::string_view name);
// The namespace ("sys" or "az") of a known function, for "did you mean az.x" messages.
std::optional<std::string> builtinNamespaceOf(std::string_view name);
// Candidates for spelling suggestions: the functions of `ns` (all when empty).
std::vector<std::string> builtinFunctionNames(std::string_view ns = {});
// ARM functions Bicep refuses in favour of its own syntax (if → ?:, add → +, variables → the
// name itself, ...): the diagnostic for calling one, or nullopt.
std::optional<Diagnostic> bannedFunction(std::string_view name, Loc at);

}  // namespace pf::bicep
