#pragma once
// The decorators of Bicep's `sys` namespace: where each may be attached, how many arguments it
// takes, the types of target it accepts, and the experimental feature that makes it available.
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/bicep/features.hpp"
#include "engine/bicep/syntax/parser.hpp"

namespace pf::bicep {

enum DecoratorTarget : uint16_t {
  kOnParam = 1u << 0,
  kOnVar = 1u << 1,
  kOnResource = 1u << 2,
  kOnModule = 1u << 3,
  kOnOutput = 1u << 4,
  kOnType = 1u << 5,  // type statements, object type properties, additional properties, tuple items
  kOnFunc = 1u << 6,
  kOnExtension = 1u << 7,
  kOnMetadata = 1u << 8,
};

struct DecoratorSpec {
  const char* name;
  uint16_t targets;        // DecoratorTarget bits
  int minArgs;
  int maxArgs;
  const char* attachable;  // the target types it accepts, as Bicep prints them; nullptr: any
  const char* feature;     // the experimental feature it needs; nullptr: always available
  bool paramsFiles;        // also available in .bicepparam files
};

// The decorator named `name` (case-sensitive, as Bicep), or null.
const DecoratorSpec* decoratorSpec(std::string_view name);
// Whether a decorator exists for this file (its feature enabled, and the file kind allowed).
bool decoratorAvailable(const DecoratorSpec& spec, const FeatureSet& features, FileKind kind);
// Names of the decorators available, for spelling suggestions.
std::vector<std::string_view> availableDecoratorNames(const FeatureSet& features, FileKind kind);

}  // namespace pf::bicep
