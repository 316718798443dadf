#pragma once
// PSRule object paths (JSONPath-like), parsed once and evaluated against values.
//
//   .  $  @            the object itself (`$` inside a filter: the object the path started from)
//   a.b  a['b']  'a b' members, case-insensitive; `+name` matches the member name case-sensitively
//   [0]  [-1]          an array item, negative from the end
//   [*]  .*            every array item or member value
//   [1:3]  [::-1]      slices (start:end:step)
//   [0,2]  ['a','b']   unions
//   ..name             the nearest `name` members below (PSRule's descendant search)
//   [?<filter>]        items for which the filter holds: @.x == 'y', != < <= > >= =~ (RE2),
//                      && || ! and ( ); `[?@.x]` tests that x exists
//
// Selecting several values (any of wildcard, slice, union, descendant, filter) makes the result
// an array; wildcards, filters and descendants that select nothing mean "not found", as in PSRule.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/value.hpp"

namespace pf::rules::detail {

struct PathStep;

struct PathMatch {
  bool found = false;
  bool unknown = false;     // navigation (or a filter) needed a value that is not known yet
  std::string unknownExpr;  // that value's ARM expression
  bool many = false;        // array-shaped result
  // The evaluation visited more values than a path may (see kMaxPathWork): nothing is selected,
  // and the condition says why.
  bool tooMuchWork = false;
  // Not many: the one value, held without a list (most paths select one value, and rules
  // evaluate paths for every target).
  const Value* one = nullptr;
  std::vector<const Value*> items;  // many: every selected item (arrays flattened one level)

  // The operand a condition sees: the one value, or an array of the selected items.
  Value value() const;
  // The items a sub-selector iterates: the selected items, or the elements of one array value,
  // or the one value. Read in place, without building a list.
  size_t elementCount() const;
  const Value& element(size_t i) const;
};

// The values one path evaluation may visit: steps walked and filter tests, its filters' operands
// included. Rules come from the repository under review too, and a filter may hold paths with
// wildcards of its own. (Operands that start at `$` are evaluated once per path, not once per
// item, so nested ones cost n*k, not n^k.)
inline constexpr size_t kMaxPathWork = 16'000'000;

// The reason a condition gives when its path visited more values than a path may.
std::string pathTooCostly();

class ObjectPath {
 public:
  ObjectPath();
  ~ObjectPath();
  ObjectPath(const ObjectPath&);
  ObjectPath& operator=(const ObjectPath&);
  ObjectPath(ObjectPath&&) noexcept;
  ObjectPath& operator=(ObjectPath&&) noexcept;

  // nullopt with `error` (naming the character position) when the path is malformed.
  static std::optional<ObjectPath> parse(std::string_view text, std::string& error);

  PathMatch evaluate(const Value& input, size_t maxWork = kMaxPathWork) const;
  const std::string& text() const { return text_; }
  bool isArray() const { return isArray_; }
  bool isSelf() const;  // '.', '$' or '@' alone

 private:
  friend class PathParser;
  friend class PathWalker;
  std::string text_;
  std::vector<PathStep> steps_;
  bool isArray_ = false;
};

}  // namespace pf::rules::detail
