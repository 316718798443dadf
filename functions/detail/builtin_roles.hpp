#pragma once
// Azure built-in role definitions: name → role definition id (a GUID, the same in every tenant).
#include <optional>
#include <string_view>
#include <utility>

namespace pf {

// The role definition id of a built-in role, matched case-insensitively by name.
std::optional<std::string_view> builtinRoleId(std::string_view roleName);
// The table itself, {name, id} in the order of the documentation (for tests).
size_t builtinRoleCount();
std::pair<std::string_view, std::string_view> builtinRoleAt(size_t i);

}  // namespace pf
