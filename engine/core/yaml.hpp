#pragma once
// Reading YAML into Values with source positions (yaml-cpp's event parser, so no yaml-cpp
// node tree is built). Used for preflight.yaml and PSRule rule files.
//  - Plain scalars are typed by the YAML 1.2 core schema: null, booleans, integers (decimal,
//    0o octal, 0x hex), floats (incl. .inf/.nan); quoted scalars and `!!str` stay strings.
//    Integers beyond int64 become floats, as in the JSON reader.
//  - Mapping keys keep their order and text; they must be scalars. Duplicate keys are errors.
//  - Locations: every value has the position of its first token; with `collectionsAtKey`, a
//    mapping or sequence that is the value of a key has the position of that key instead
//    (where a message such as "unknown key" or "must be a list" belongs).
//  - Aliases share the anchored value (no copy), and every alias counts the nodes it stands
//    for against `maxNodes`, so an alias bomb stops with an error instead of exhausting memory
//    in whatever walks the result. Nesting, size and node count are limited; nothing throws.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf {

struct YamlReadOptions {
  uint32_t maxDepth = 256;              // nested mappings/sequences
  size_t maxNodes = 1'000'000;          // nodes, counting what every alias stands for
  size_t maxBytes = 16u * 1024 * 1024;  // larger texts are refused before parsing
  // Keep plain scalars such as 1.10 (a fractional part ending in 0) as text: read as a float
  // they would print back as 1.1, which breaks version-like values in rule files.
  bool keepTrailingZeroFloatsAsText = false;
  bool collectionsAtKey = false;  // see "Locations" above
};

// Every document of a (multi-document) YAML stream, in order. An empty stream has none; an
// empty document is null. On the first error (codes YAML001..YAML006, with file, line and
// column) reading stops: the documents completed before it are returned.
//   YAML001 syntax error, YAML002 nesting too deep, YAML003 too large (bytes or nodes),
//   YAML004 duplicate key, YAML005 a key that is not a plain value (null, mapping, sequence,
//   alias), YAML006 an alias to an unknown anchor.
std::vector<Value> parseYamlDocuments(std::string_view text, uint32_t fileId, Diagnostics& diags,
                                      const YamlReadOptions& options = {});

// The value of a plain (unquoted, untagged) scalar under the YAML 1.2 core schema.
Value resolveYamlScalar(std::string_view plain, bool keepTrailingZeroFloatsAsText = false);

}  // namespace pf
