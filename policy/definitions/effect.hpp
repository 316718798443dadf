#pragma once
// The effects of a policy rule, in the order Azure applies them to a create/update request
// (effect-basics): disabled; append and modify (they change the request first); deny; audit;
// manual; auditIfNotExists and deployIfNotExists (after the provider succeeds); denyAction and
// auditAction (deletes only).
#include <optional>
#include <string_view>

namespace pf::policy {

enum class Effect : unsigned char {
  Disabled, Append, Modify, Deny, Audit, Manual, AuditIfNotExists, DeployIfNotExists, DenyAction, AuditAction
};

// Case-insensitive ("Deny" = "deny").
std::optional<Effect> parseEffect(std::string_view text);
// Lower case, as `policy eval --format json` prints it: "deny", "auditifnotexists", ...
const char* effectName(Effect e);
// The documented spelling: "deny", "auditIfNotExists", ...
const char* effectDisplayName(Effect e);
// Position in Azure's order of evaluation (lower first).
int effectOrder(Effect e);

}  // namespace pf::policy
