#include "engine/azuretypes/type_index.hpp"

#include <algorithm>
#include <span>

#include "engine/azuretypes/detail/tables.hpp"
#include "engine/azuretypes/embedded.hpp"
#include "engine/core/value.hpp"

namespace pf::azuretypes {

using detail::Entry;
using detail::Node;

std::string_view armTypeName(Kind k) {
  switch (k) {
    case Kind::String: return "string";
    case Kind::Int: return "int";
    case Kind::Bool: return "bool";
    case Kind::Object:
    case Kind::Discriminated: return "object";
    case Kind::Array: return "array";
    case Kind::Any: return {};
  }
  return {};
}

namespace {

const Node& nodeOf(const detail::Namespace* ns, uint32_t id) { return ns->nodes[id]; }

// Entries [first, first + count) of a node.
std::span<const Entry> entriesOf(const detail::Namespace* ns, const Node& n, uint32_t skip, uint32_t count) {
  return std::span<const Entry>(ns->entries).subspan(n.first + skip, count);
}

// A version list "v1,v2,..." holds `version` (ignoring case).
bool listsVersion(std::string_view versions, std::string_view version) {
  while (!versions.empty()) {
    size_t comma = versions.find(',');
    if (iequals(versions.substr(0, comma), version)) return true;
    if (comma == std::string_view::npos) break;
    versions = versions.substr(comma + 1);
  }
  return false;
}

}  // namespace

Kind TypeRef::kind() const { return nodeOf(ns_, id_).kind; }

std::optional<TypeRef> TypeRef::property(std::string_view name) const {
  const Node& n = nodeOf(ns_, id_);
  uint32_t count = n.kind == Kind::Object ? n.count : n.kind == Kind::Discriminated ? n.baseCount : 0;
  auto props = entriesOf(ns_, n, 0, count);
  for (const Entry& e : props)
    if (e.name == name) return TypeRef(ns_, e.node);
  for (const Entry& e : props)
    if (iequals(e.name, name)) return TypeRef(ns_, e.node);
  return std::nullopt;
}

std::vector<std::string_view> TypeRef::propertyNames() const {
  const Node& n = nodeOf(ns_, id_);
  uint32_t count = n.kind == Kind::Object ? n.count : n.kind == Kind::Discriminated ? n.baseCount : 0;
  std::vector<std::string_view> out;
  for (const Entry& e : entriesOf(ns_, n, 0, count)) out.push_back(e.name);
  return out;
}

std::optional<TypeRef> TypeRef::additionalProperties() const {
  const Node& n = nodeOf(ns_, id_);
  if (n.kind != Kind::Object || n.child < 0) return std::nullopt;
  return TypeRef(ns_, static_cast<uint32_t>(n.child));
}

std::optional<TypeRef> TypeRef::items() const {
  const Node& n = nodeOf(ns_, id_);
  if (n.kind != Kind::Array || n.child < 0) return std::nullopt;
  return TypeRef(ns_, static_cast<uint32_t>(n.child));
}

std::string_view TypeRef::discriminator() const { return nodeOf(ns_, id_).discriminator; }

std::vector<std::pair<std::string_view, TypeRef>> TypeRef::variants() const {
  const Node& n = nodeOf(ns_, id_);
  std::vector<std::pair<std::string_view, TypeRef>> out;
  if (n.kind != Kind::Discriminated) return out;
  for (const Entry& e : entriesOf(ns_, n, n.baseCount, n.count - n.baseCount)) out.emplace_back(e.name, TypeRef(ns_, e.node));
  return out;
}

TypeIndex::TypeIndex(std::string_view blob) : sections_(std::make_unique<detail::Sections>()) {
  detail::readHeader(blob, *sections_);
}

TypeIndex::~TypeIndex() = default;

const TypeIndex& TypeIndex::builtin() {
  // Never destroyed: freeing the loaded sections at exit would only cost time.
  static const TypeIndex* index = new TypeIndex(embeddedTypeIndex());
  return *index;
}

std::optional<std::string> TypeIndex::spelling(std::string_view type, std::string_view apiVersion) const {
  const detail::Spellings* s = sections_->spellings(toLowerAscii(type.substr(0, type.find('/'))));
  if (!s) return std::nullopt;
  auto [first, last] = s->find(type);
  for (size_t i = first; i < last; ++i) {
    std::string_view line = s->lines[i];
    size_t tab = line.find('\t');
    if (listsVersion(line.substr(tab + 1), apiVersion)) return std::string(line.substr(0, tab));
  }
  return std::nullopt;
}

std::vector<std::string> TypeIndex::apiVersions(std::string_view type) const {
  std::vector<std::string_view> listed = listedApiVersions(type);
  std::vector<std::string> out(listed.begin(), listed.end());
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::string_view> TypeIndex::listedApiVersions(std::string_view type) const {
  std::vector<std::string_view> out;
  const detail::Spellings* s = sections_->spellings(toLowerAscii(type.substr(0, type.find('/'))));
  if (!s) return out;
  auto [first, last] = s->find(type);
  for (size_t i = first; i < last; ++i) {
    std::string_view versions = s->lines[i].substr(s->lines[i].find('\t') + 1);
    while (!versions.empty()) {
      size_t comma = versions.find(',');
      out.push_back(versions.substr(0, comma));
      versions = comma == std::string_view::npos ? std::string_view() : versions.substr(comma + 1);
    }
  }
  return out;
}

std::optional<TypeRef> TypeIndex::body(std::string_view type, std::string_view apiVersion) const {
  const detail::Namespace* ns = sections_->ns(toLowerAscii(type.substr(0, type.find('/'))));
  if (!ns) return std::nullopt;
  auto it = ns->bodies.find(toLowerAscii(type) + "@" + toLowerAscii(apiVersion));
  if (it == ns->bodies.end()) return std::nullopt;
  return TypeRef(ns, it->second);
}

std::vector<std::string> TypeIndex::verify() const {
  for (const detail::Section& s : sections_->sections) {
    std::string_view name = s.name;
    if (name.rfind("ns:", 0) == 0) sections_->ns(name.substr(3));
    else if (name.rfind("types:", 0) == 0) {
      if (const detail::Spellings* sp = sections_->spellings(name.substr(6))) {
        std::string error = detail::checkSpellingsOrder(*sp);
        if (!error.empty()) sections_->problem("type index section \"" + std::string(name) + "\": " + error);
      }
    }
    else sections_->problem("type index section \"" + std::string(name) + "\" is of no known kind");
  }
  return problems();
}

std::vector<std::string> TypeIndex::problems() const {
  std::lock_guard lock(sections_->problemsMutex);
  return sections_->problems;
}

}  // namespace pf::azuretypes
