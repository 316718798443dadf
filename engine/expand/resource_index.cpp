#include "engine/expand/resource_index.hpp"

#include <algorithm>
#include <iterator>
#include <optional>

#include "engine/core/value.hpp"

namespace pf {

namespace {

// languageVersion 2.0 names one element of a copy loop "symbol[index]": the official compiler
// emits format('nic[{0}]', i) for `nic[i]` in dependsOn and reference(). The key has the index
// without leading zeros.
std::optional<std::string> elementKey(std::string_view ref) {
  if (ref.size() < 4 || ref.back() != ']') return std::nullopt;
  size_t open = ref.rfind('[');
  if (open == std::string_view::npos || open == 0) return std::nullopt;
  std::string_view digits = ref.substr(open + 1, ref.size() - open - 2);
  if (digits.empty() || digits.size() > 6) return std::nullopt;
  int64_t n = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return toLowerAscii(ref.substr(0, open)) + "[" + std::to_string(n) + "]";
}

// A "type/name" or "name" reference with its empty segments dropped ("vm/extensions//OMS" is
// "vm/extensions/OMS"), read as Resource Manager reads the type of resourceId() (a trailing or
// doubled '/' is tolerated there). The gallery's azmgmt-demo quickstart depends on
// "Microsoft.Compute/virtualMachines/<vm>/extensions//OMS"; no evidence says Azure rejects it, and a
// false "not defined" error would fail the whole template. Tried only when the reference as written
// matches nothing; full ids ("/subscriptions/...") are compared as they are.
std::string withoutEmptySegments(std::string_view ref) {
  std::string out;
  out.reserve(ref.size());
  for (char c : ref)
    if (c != '/' || (!out.empty() && out.back() != '/')) out.push_back(c);
  if (!out.empty() && out.back() == '/') out.pop_back();
  return out;
}

}  // namespace

namespace {

// A key's hash in one form: the text is hashed once, whatever the forms it is looked up in.
uint64_t textHash(std::string_view key) { return std::hash<std::string_view>{}(key); }
uint64_t formHash(uint8_t form, uint64_t text) { return text ^ (uint64_t(form) + 1) * 0x9E3779B97F4A7C15ull; }

}  // namespace

size_t ResourceIndex::appendLower(std::string_view s) {
  size_t at = keys_.size();
  keys_.resize(at + s.size());
  char* out = keys_.data() + at;
  for (char c : s) *out++ = c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c;
  return at;
}

const ResourceIndex::Key* ResourceIndex::lookup(Form form, std::string_view key, uint64_t text) const {
  if (slots_.empty()) return nullptr;
  uint64_t hash = formHash(form, text);
  size_t mask = slots_.size() - 1;
  for (size_t i = hash & mask; slots_[i] != 0; i = (i + 1) & mask) {
    const Key& k = keyList_[slots_[i] - 1];
    if (k.hash == hash && k.form == form && std::string_view(keys_).substr(k.at, k.size) == key) return &k;
  }
  return nullptr;
}

void ResourceIndex::put(Form form, size_t at, size_t size, size_t index) {
  auto link = static_cast<uint32_t>(links_.size());
  links_.push_back({index, 0});
  std::string_view key = std::string_view(keys_).substr(at, size);
  uint64_t text = textHash(key);
  if (const Key* known = lookup(form, key, text)) {
    Key& k = keyList_[static_cast<size_t>(known - keyList_.data())];
    links_[k.last].next = link + 1;
    k.last = link;
    return;  // its bytes stay: a later key may be a part of them
  }
  // At most half full: probes stay short.
  if ((keyList_.size() + 1) * 2 > slots_.size()) {
    slots_.assign(std::max<size_t>(64, slots_.size() * 2), 0);
    size_t mask = slots_.size() - 1;
    for (size_t n = 0; n < keyList_.size(); ++n) {
      size_t i = keyList_[n].hash & mask;
      while (slots_[i] != 0) i = (i + 1) & mask;
      slots_[i] = static_cast<uint32_t>(n + 1);
    }
  }
  uint64_t hash = formHash(form, text);
  keyList_.push_back({hash, at, size, link, link, form});
  size_t mask = slots_.size() - 1;
  size_t i = hash & mask;
  while (slots_[i] != 0) i = (i + 1) & mask;
  slots_[i] = static_cast<uint32_t>(keyList_.size());
}

bool ResourceIndex::take(const Key* key, const std::function<bool(size_t)>& usable, std::vector<size_t>& out) const {
  if (key)
    for (uint32_t l = key->first + 1; l != 0; l = links_[l - 1].next)
      if (usable(links_[l - 1].index)) out.push_back(links_[l - 1].index);
  return !out.empty();
}

void ResourceIndex::add(size_t index, const Names& n) {
  if (!n.symbol.empty()) {
    size_t at = appendLower(n.symbol);
    put(Symbol, at, n.symbol.size(), index);
    if (n.copyIndex >= 0) {
      // "symbol[index]": the symbol's bytes again, so that the key is in one piece.
      at = appendLower(n.symbol);
      keys_ += '[';
      keys_ += std::to_string(n.copyIndex);
      keys_ += ']';
      put(Element, at, keys_.size() - at, index);
    }
  }
  if (!n.copyName.empty()) put(Copy, appendLower(n.copyName), n.copyName.size(), index);
  // An id ends with "/providers/<ref>" for every "/providers/" it contains: those ends are parts of the id's key.
  size_t id = appendLower(n.id);
  constexpr std::string_view kProviders = "/providers/";
  for (size_t p = std::string_view(keys_).substr(id).find(kProviders); p != std::string_view::npos;
       p = std::string_view(keys_).substr(id).find(kProviders, p + 1))
    put(ProviderSuffix, id + p + kProviders.size(), n.id.size() - p - kProviders.size(), index);
  put(Id, id, n.id.size(), index);
  // "type/name", whose end is the name, whose end after its last '/' is a child's last segment.
  size_t typeName = appendLower(n.type);
  keys_ += '/';
  size_t name = appendLower(n.name);
  put(TypeName, typeName, keys_.size() - typeName, index);
  if (size_t slash = n.name.rfind('/'); slash != std::string_view::npos)
    put(LastSegment, name + slash + 1, n.name.size() - slash - 1, index);
  put(Name, name, n.name.size(), index);
  size_ = std::max(size_, index + 1);
}

std::vector<size_t> ResourceIndex::find(std::string_view ref, const std::function<bool(size_t)>& usable) const {
  std::string key = toLowerAscii(ref);
  uint64_t text = textHash(key);
  std::vector<size_t> out;
  if (take(lookup(Symbol, key, text), usable, out)) return out;
  if (auto element = elementKey(ref); element && take(lookup(Element, *element, textHash(*element)), usable, out))
    return out;
  if (take(lookup(Copy, key, text), usable, out) || take(lookup(Id, key, text), usable, out)) return out;
  if (!ref.empty() && ref[0] == '/') return out;
  if (take(lookup(Name, key, text), usable, out)) return out;
  // "type/name" and the end of an id are one form: their matches merge in index order.
  take(lookup(TypeName, key, text), usable, out);
  size_t typeNames = out.size();
  take(lookup(ProviderSuffix, key, text), usable, out);
  if (!out.empty()) {
    std::inplace_merge(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(typeNames), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }
  if (take(lookup(LastSegment, key, text), usable, out)) return out;
  // Only when nothing matches as written: a resource whose name is empty ("type/" with an empty
  // name) is found by its exact form first.
  if (std::string plain = withoutEmptySegments(key); plain != key && !plain.empty()) return find(plain, usable);
  return out;
}

}  // namespace pf
