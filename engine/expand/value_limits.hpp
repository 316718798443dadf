#pragma once
// Resource Manager's limits on expanded values: an expanded template (variables, parameters,
// resources and outputs with their values resolved) is at most 4 MB, so no single value may be
// larger, and templates nest at most 512 levels. Values share their parts, so a few variables
// that each repeat the previous one twice stand for gigabytes; these checks stop that early.
#include <concepts>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/core/value.hpp"

namespace pf {

inline constexpr size_t kMaxExpandedValueBytes = 4u * 1024 * 1024;
inline constexpr uint32_t kMaxExpandedValueDepth = 512;
// All resources of one expansion together; past this nothing more is worth checking.
inline constexpr size_t kMaxExpansionBytes = 64u * 1024 * 1024;

// How deeply variables, parameters and resources may wait on each other while one of them is
// evaluated (each level is a few stack frames): no valid template has longer chains, since
// Resource Manager allows at most 512 variables, 256 parameters and 800 resources.
inline constexpr size_t kMaxVariableChain = 512;
inline constexpr size_t kMaxParameterChain = 256;
inline constexpr size_t kMaxResourceChain = 800;
// Deployments in one expansion, nested ones included (a scope's deployment history holds 800).
inline constexpr size_t kMaxDeployments = 800;
// Values waiting on each other across the whole expansion: the chains above, added up through
// nested deployments (a resource waiting on a nested deployment whose resources wait on ...).
// Resource Manager expands each nested deployment on its own, so it has no such limit; this is
// preflight's, to keep the recursion within its stack (stack_thread.hpp). It is above what one
// deployment can reach (800 + 512 + 256).
inline constexpr size_t kMaxWaitingValues = 2048;

// EXP059: `what` (e.g. "variables") refer to each other in a chain longer than `limit`, at `loc`.
Error chainTooLong(std::string_view what, size_t limit, Loc loc);
// EXP079 (warning): more than kMaxWaitingValues values wait on each other across nested
// deployments; the one that would go past the limit is left unknown.
Diagnostic waitingTooLong(Loc loc);

// EXP056 (larger than 4 MB as JSON) or EXP057 (nested too deeply) naming `what`, at `loc`.
std::optional<Error> checkExpandedValue(const Value& v, std::string_view what, Loc loc);
// Whether `v` is past either limit (what checkExpandedValue reports).
bool pastExpandedValueLimits(const Value& v);
// The same, building the name of what is checked (`what()`) only when it is past a limit.
template <class What>
  requires std::invocable<What&>
std::optional<Error> checkExpandedValue(const Value& v, What&& what, Loc loc) {
  if (!pastExpandedValueLimits(v)) return std::nullopt;
  return checkExpandedValue(v, std::string_view(what()), loc);
}

// The parameters, variables and outputs of one expansion (every deployment's) together, as JSON.
// Each may be 4 MB, and a template may declare thousands of them (past Resource Manager's
// counts, which are reported, not enforced): without a bound they would hold gigabytes. Past
// it, later ones are not evaluated (EXP089). Resources have their own (kMaxExpansionBytes).
inline constexpr size_t kMaxHeldValueBytes = 64u * 1024 * 1024;

// What checkHeldValue found: nothing, a value past 4 MB or 512 levels, or the expansion's
// parameters, variables and outputs past kMaxHeldValueBytes with this one.
enum class HeldLimit { None, TooDeep, TooLarge, Spent };
// Measures `v` once for both: adds its size to `spent` (what was held before it), the part
// measured of a value too large included, since it was built all the same.
HeldLimit chargeHeldValue(const Value& v, size_t& spent);
Error heldValueError(HeldLimit limit, std::string_view what, Loc loc);
// checkExpandedValue for a parameter, variable or output, which also counts against the
// expansion's kMaxHeldValueBytes.
template <class What>
  requires std::invocable<What&>
std::optional<Error> checkHeldValue(const Value& v, size_t& spent, What&& what, Loc loc) {
  HeldLimit limit = chargeHeldValue(v, spent);
  if (limit == HeldLimit::None) return std::nullopt;
  return heldValueError(limit, std::string_view(what()), loc);
}
// EXP089 for a parameter, variable or output that is not evaluated: the expansion's are past
// kMaxHeldValueBytes already.
Error heldValuesSpent(std::string_view what, Loc loc);

// EXP057 naming `what`: nested more than 512 levels once expanded.
Error expandedValueTooDeep(std::string_view what, Loc loc);
// EXP056 naming `what`: larger than 4 MB once expanded.
Error expandedValueTooLarge(std::string_view what, Loc loc);
// For a value built item by item (a copy loop's items): adds `item`'s size to `bytes` (the items
// so far) and tells whether the whole is past 4 MB, so that the loop stops there. Checking the
// whole at the end let 800 items of megabytes each hold gigabytes first.
bool pastExpandedValueBytes(size_t& bytes, const Value& item);

// Index of the first resource that takes the expansion past kMaxExpansionBytes, if any.
std::optional<size_t> firstResourcePastLimit(const std::vector<Value>& resources);

}  // namespace pf
