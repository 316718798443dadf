#include "policy/definitions/effect.hpp"

#include "engine/core/value.hpp"

namespace pf::policy {

namespace {

struct EffectName {
  Effect effect;
  const char* display;
  const char* lower;
  int order;
};

constexpr EffectName kEffects[] = {
    {Effect::Disabled, "disabled", "disabled", 0},
    {Effect::Append, "append", "append", 1},
    {Effect::Modify, "modify", "modify", 1},
    {Effect::Deny, "deny", "deny", 2},
    {Effect::Audit, "audit", "audit", 3},
    {Effect::Manual, "manual", "manual", 4},
    {Effect::AuditIfNotExists, "auditIfNotExists", "auditifnotexists", 5},
    {Effect::DeployIfNotExists, "deployIfNotExists", "deployifnotexists", 5},
    {Effect::DenyAction, "denyAction", "denyaction", 6},
    {Effect::AuditAction, "auditAction", "auditaction", 6},
};

}  // namespace

std::optional<Effect> parseEffect(std::string_view text) {
  for (const EffectName& e : kEffects)
    if (iequals(text, e.display)) return e.effect;
  return std::nullopt;
}

const char* effectName(Effect e) {
  for (const EffectName& n : kEffects)
    if (n.effect == e) return n.lower;
  return "?";
}

const char* effectDisplayName(Effect e) {
  for (const EffectName& n : kEffects)
    if (n.effect == e) return n.display;
  return "?";
}

int effectOrder(Effect e) {
  for (const EffectName& n : kEffects)
    if (n.effect == e) return n.order;
  return 99;
}

}  // namespace pf::policy
