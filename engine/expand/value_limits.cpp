#include "engine/expand/value_limits.hpp"

#include <string>

#include "engine/core/value_size.hpp"

namespace pf {

std::optional<Error> checkExpandedValue(const Value& v, std::string_view what, Loc loc) {
  size_t alone = 0;  // one value is never past the expansion's budget (4 MB against 64)
  HeldLimit limit = chargeHeldValue(v, alone);
  if (limit == HeldLimit::None) return std::nullopt;
  return heldValueError(limit, what, loc);
}

Error expandedValueTooDeep(std::string_view what, Loc loc) {
  return makeError("EXP057", std::string(what) + " nests more than 512 levels deep once expanded; templates may not nest deeper",
                   loc);
}

Error expandedValueTooLarge(std::string_view what, Loc loc) {
  return makeError("EXP056",
                   std::string(what) + " is larger than 4 MB once expanded; Resource Manager limits the expanded "
                   "template, with every variable, parameter and resource resolved, to 4 MB",
                   loc);
}

bool pastExpandedValueBytes(size_t& bytes, const Value& item) {
  if (bytes > kMaxExpandedValueBytes) return true;
  ValueExtent e = measureValue(item, kMaxExpandedValueBytes - bytes, kMaxExpandedValueDepth);
  bytes += e.bytes + 1;  // and a comma
  return e.tooLarge || bytes > kMaxExpandedValueBytes;
}

HeldLimit chargeHeldValue(const Value& v, size_t& spent) {
  if (!v.isArray() && !v.isObject() && !v.isString() && !v.isUnknown()) return HeldLimit::None;
  ValueExtent e = measureValue(v, kMaxExpandedValueBytes, kMaxExpandedValueDepth);
  spent += e.bytes;
  if (e.tooDeep) return HeldLimit::TooDeep;
  if (e.tooLarge) return HeldLimit::TooLarge;
  return spent > kMaxHeldValueBytes ? HeldLimit::Spent : HeldLimit::None;
}

Error heldValueError(HeldLimit limit, std::string_view what, Loc loc) {
  if (limit == HeldLimit::TooDeep) return expandedValueTooDeep(what, loc);
  if (limit == HeldLimit::TooLarge) return expandedValueTooLarge(what, loc);
  return makeError("EXP089",
                   std::string(what) + " takes the parameters, variables and outputs of this expansion past 64 MB "
                   "together; it and every one evaluated after it are left out (Resource Manager limits a "
                   "deployment's expanded template to 4 MB)",
                   loc);
}

Error heldValuesSpent(std::string_view what, Loc loc) {
  return makeError("EXP089",
                   std::string(what) + " is not evaluated: the parameters, variables and outputs of this expansion "
                   "are past 64 MB together already",
                   loc);
}

bool pastExpandedValueLimits(const Value& v) {
  size_t alone = 0;
  return chargeHeldValue(v, alone) != HeldLimit::None;
}

Error chainTooLong(std::string_view what, size_t limit, Loc loc) {
  return makeError("EXP059",
                   "the " + std::string(what) + " refer to each other in a chain more than " + std::to_string(limit) +
                       " long; a template cannot have that many",
                   loc);
}

Diagnostic waitingTooLong(Loc loc) {
  return Diagnostic{"EXP079", Severity::Warning,
                    "resources, variables and parameters wait on each other, through nested deployments, in a chain "
                    "more than " + std::to_string(kMaxWaitingValues) +
                        " long; preflight does not follow chains that long: the value here is left unknown",
                    loc};
}

std::optional<size_t> firstResourcePastLimit(const std::vector<Value>& resources) {
  size_t total = 0;
  for (size_t i = 0; i < resources.size(); ++i) {
    ValueExtent e = measureValue(resources[i], kMaxExpansionBytes - total, kMaxExpandedValueDepth + 16);
    if (e.tooLarge) return i;
    total += e.bytes;
  }
  return std::nullopt;
}

}  // namespace pf
