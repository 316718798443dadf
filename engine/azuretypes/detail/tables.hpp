#pragma once
// Internal to pf::azuretypes: the parsed form of the blob's sections. The header is read
// when the index is made; each section is inflated and parsed on first use, once.
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/azuretypes/type_index.hpp"

namespace pf::azuretypes::detail {

// Node ids 0..3 are the fixed kinds every namespace shares; explicit nodes start at 4.
constexpr uint32_t kFixedNodes = 4;

struct Entry {
  std::string_view name;  // property name or discriminator value
  uint32_t node = 0;
};

struct Node {
  Kind kind = Kind::Any;
  uint32_t first = 0;       // first entry in Namespace::entries
  uint32_t count = 0;       // objects: properties; discriminated: base properties then variants
  uint32_t baseCount = 0;   // discriminated: how many of the entries are base properties
  int64_t child = -1;       // objects: additionalProperties; arrays: item
  std::string_view discriminator;
};

// One provider namespace: its schema nodes and the bodies of its resource types.
struct Namespace {
  std::string text;  // the inflated section; the views below point into it
  std::vector<Node> nodes;
  std::vector<Entry> entries;
  std::unordered_map<std::string, uint32_t> bodies;  // lower-case "type@version" → node
};

// A `types:` section: the resource types of one namespace, with the API versions the index has
// each for, one "Type\tv1,v2" line each, sorted by type ignoring case (so found by binary search
// without building a map: a compile only looks up the few types it declares).
struct Spellings {
  std::string text;
  std::vector<std::string_view> lines;
  // The lines whose type equals `type` ignoring case (a type spelled two ways has two).
  std::pair<size_t, size_t> find(std::string_view type) const;
};

struct Section {
  std::string_view name;  // points into the blob
  size_t offset = 0, packed = 0, size = 0;
  std::once_flag once;
  std::unique_ptr<Namespace> ns;        // namespace sections, once loaded
  std::unique_ptr<Spellings> spellings; // `types:` sections, once loaded
};

struct Sections {
  std::string_view payload;
  std::vector<Section> sections;  // sorted by name (made in place: once_flag cannot move)
  mutable std::mutex problemsMutex;
  std::vector<std::string> problems;

  void problem(std::string text);
  Section* find(std::string_view name);
  // The parsed section, loading it on first use; null when absent or unreadable.
  const Namespace* ns(std::string_view lowerNamespace);
  const Spellings* spellings(std::string_view lowerNamespace);
};

// Reads the header; problems go to `out.problems`.
void readHeader(std::string_view blob, Sections& out);
// Inflates a zlib stream of known size; empty with `error` set on failure.
std::string inflate(std::string_view packed, size_t size, std::string& error);
// Parse an inflated section; an empty string on success, else what is wrong.
std::string parseNamespace(Namespace& ns);
std::string parseSpellings(Spellings& s);
// The order binary search relies on (checked by TypeIndex::verify, not on every load).
std::string checkSpellingsOrder(const Spellings& s);

}  // namespace pf::azuretypes::detail
