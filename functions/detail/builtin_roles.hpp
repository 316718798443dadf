#pragma once
// Azure built-in role definitions: name → role definition id (a GUID, the same in every tenant).
#include <optional>
#include <string_view>

namespace pf {

// The role definition id of a built-in role, matched case-insensitively by name.
std::optional<std::string_view> builtinRoleId(std::string_view roleName);
// The number of roles in the table (for tests).
size_t builtinRoleCount();

}  // namespace pf
