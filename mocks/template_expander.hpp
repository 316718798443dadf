#pragma once
// Value templates of the data files: strings with placeholders such as "{name}",
// "{suffix.storage}" or "{guid:principalId}" (the full list is in mocks/README.md),
// expanded against one resource.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"

namespace pf::mocks {

// What placeholders are resolved against.
struct Subject {
  std::string id;
  std::string type;
  std::string apiVersion;
  std::vector<std::string> names;   // name segments: {"vnet1", "default"} for a subnet
  bool idUnknown = false;           // the id / name are not known before deployment
  bool nameUnknown = false;
  const Value* resource = nullptr;  // the expanded resource, when there is one
  const DeploymentContext* ctx = nullptr;
  const Object* suffixes = nullptr;  // host-name suffixes of the context's cloud
  // The array item / object member being visited by a `[*]` / `*` path step (innermost).
  const Value* item = nullptr;
  const std::string* key = nullptr;
};

struct Expansion {
  Value value;
  bool missing = false;  // some placeholder had no input (e.g. an absent property)
  bool unknown = false;  // some placeholder's input is not known before deployment
};

// Expand every string of `tmpl`. A string whose placeholders cannot all be resolved
// becomes Value::unknown(unknownPrefix + <its path inside tmpl>) and sets the flags.
Expansion expandTemplate(const Value& tmpl, const Subject& subject, const std::string& unknownPrefix);

// A description of what is wrong with the placeholders of `tmpl` (unknown name, bad
// syntax), or nullopt when they are all well-formed.
std::optional<std::string> checkTemplate(const Value& tmpl);

// The value at a dotted path ("properties.subnets[0].name"; members case-insensitive),
// or null when absent.
const Value* lookupPath(const Value& root, std::string_view path);

// `base` followed by `.member` or `['member']` (for members that are not identifiers).
std::string appendMemberPath(std::string base, std::string_view member);

// Where a value sits, as a chain of steps from its root, each step on the walker's stack: the
// path text is only needed for a value that turns out unknown, so it is spelled out then
// (spellPath), not at every member visited.
struct PathTrail {
  const PathTrail* parent = nullptr;
  std::string_view member;  // an object member, or
  size_t index = 0;         // an array item (when isIndex)
  bool isIndex = false;
};
std::string spellPath(const PathTrail* t);

}  // namespace pf::mocks
