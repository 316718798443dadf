// Azure built-in roles, from "Azure built-in roles" (MicrosoftDocs/azure-docs
// articles/role-based-access-control/built-in-roles.md, ms.date 04/09/2026): name and ID columns.
#include "functions/detail/builtin_roles.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "engine/core/value.hpp"

namespace pf {
namespace {

using Role = std::pair<std::string_view, std::string_view>;

constexpr std::array kRoles = {
    // Privileged
    Role{"Contributor", "b24988ac-6180-42a0-ab88-20f7382dd24c"},
    Role{"Owner", "8e3af657-a8ff-443c-a75c-2fe8c4bcb635"},
    Role{"Reservations Administrator", "a8889054-8d42-49c9-bc1c-52486c10e7cd"},
    Role{"Role Based Access Control Administrator", "f58310d9-a9f6-439a-9e8d-f62e7b41a168"},
    Role{"User Access Administrator", "18d7d88d-d35e-4fb5-a5c3-7773c20a72d9"},
    // General
    Role{"Reader", "acdd72a7-3385-48ef-bd42-f606fba81ae7"},
};

}  // namespace

std::optional<std::string_view> builtinRoleId(std::string_view roleName) {
  auto it = std::find_if(kRoles.begin(), kRoles.end(), [&](const Role& r) { return iequals(r.first, roleName); });
  if (it == kRoles.end()) return std::nullopt;
  return it->second;
}

size_t builtinRoleCount() { return kRoles.size(); }

}  // namespace pf
