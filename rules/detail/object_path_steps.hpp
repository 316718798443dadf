#pragma once
// The parsed form of an object path (shared by its parser and evaluator).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/detail/object_path.hpp"
#include "rules/detail/regex.hpp"

namespace pf::rules::detail {

struct FilterNode;

struct FilterOperand {
  enum Kind { Current, Root, Literal } kind = Literal;
  ObjectPath path;  // from `@` or `$`
  Value literal;
};

struct FilterNode {
  enum Kind { Or, And, Not, Exists, Compare } kind = Exists;
  enum Op { Eq, Ne, Lt, Le, Gt, Ge, Match } op = Eq;
  std::vector<FilterNode> children;     // Or, And, Not
  std::vector<FilterOperand> operands;  // Exists: one; Compare: two
  std::shared_ptr<const Regex> regex;   // Match: the right-hand literal, compiled once
};

struct PathStep {
  enum Kind { Member, Index, Wildcard, Slice, UnionIndex, UnionMember, Descendant, Filter } kind = Member;
  std::string name;            // Member, Descendant
  bool caseSensitive = false;  // Member, Descendant: written with `+`
  int64_t index = 0;           // Index
  std::optional<int64_t> start, end;  // Slice
  int64_t step = 1;                   // Slice
  std::vector<int64_t> indexes;       // UnionIndex
  std::vector<std::string> names;     // UnionMember
  std::shared_ptr<const FilterNode> filter;
};

}  // namespace pf::rules::detail
