#pragma once
// The function table: one entry per template function drives evaluation, arity errors
// and `preflight eval --list-functions`. Built once, shared read-only.
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/core/value.hpp"

namespace pf {

class Call;
using FunctionImpl = Result<Value> (*)(Call&);

enum FunctionFlags : uint32_t {
  kEager = 0,
  kLazy = 1u << 0,         // the implementation evaluates its own arguments (if, and, or, coalesce, lambda)
  kSeesUnknown = 1u << 1,  // Unknown arguments reach the implementation instead of making the result Unknown
  kPrefix = 1u << 2,       // the name is a prefix: list* matches listKeys, listSecrets, ...
  kNoTaint = 1u << 3,      // a secret argument does not make the result secret (length, empty, ...)
  kTakesLambda = 1u << 4,  // lambda values may be passed directly as arguments (map, filter, ...)
  kStoredValue = 1u << 5,  // returns a value stored earlier (parameters, variables), not one built from the arguments
};

struct FunctionSpec {
  std::string name;      // canonical spelling, e.g. "uniqueString"
  std::string category;  // "string", "array", ...
  int minArgs = 0;
  int maxArgs = 0;       // -1: any number
  std::string signature; // e.g. "uniqueString(baseString, ...)"
  std::string summary;   // one line
  FunctionImpl impl = nullptr;
  uint32_t flags = kEager;
};

class FunctionRegistry {
 public:
  // Adds or replaces (by case-insensitive name) a function.
  void add(FunctionSpec spec);
  // Exact name first (case-insensitive), then the longest matching prefix entry.
  const FunctionSpec* find(std::string_view name) const;
  // Every function, sorted by name.
  std::vector<const FunctionSpec*> all() const;
  size_t size() const { return specs_.size(); }

 private:
  std::deque<FunctionSpec> specs_;  // deque: pointers handed out stay valid
  std::unordered_map<std::string, size_t> byName_;  // lower-case name → index
  std::vector<size_t> prefixes_;
};

// The built-in ARM function library (functions/). Defined there; built once per process
// by the caller and passed around.
FunctionRegistry builtinFunctions();

}  // namespace pf
