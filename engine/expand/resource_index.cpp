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
// "<type lower-cased>/<name>", built in one buffer (types are long: a temporary each costs an allocation).
std::string typeNameKey(std::string_view type, std::string_view lowerName) {
  std::string key(type.size() + 1 + lowerName.size(), '/');
  char* out = key.data();
  for (char c : type) *out++ = c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c;
  lowerName.copy(out + 1, lowerName.size());
  return key;
}

std::string withoutEmptySegments(std::string_view ref) {
  std::string out;
  out.reserve(ref.size());
  for (char c : ref)
    if (c != '/' || (!out.empty() && out.back() != '/')) out.push_back(c);
  if (!out.empty() && out.back() == '/') out.pop_back();
  return out;
}

}  // namespace

void ResourceIndex::put(Form form, std::string key, size_t index) { maps_[form][std::move(key)].push_back(index); }

const std::vector<size_t>* ResourceIndex::bucket(Form form, const std::string& key) const {
  auto it = maps_[form].find(key);
  return it == maps_[form].end() ? nullptr : &it->second;
}

void ResourceIndex::add(size_t index, const Names& n) {
  if (!n.symbol.empty()) put(Symbol, toLowerAscii(n.symbol), index);
  if (!n.symbol.empty() && n.copyIndex >= 0)
    put(Element, toLowerAscii(n.symbol) + "[" + std::to_string(n.copyIndex) + "]", index);
  if (!n.copyName.empty()) put(Copy, toLowerAscii(n.copyName), index);
  std::string id = toLowerAscii(n.id);
  std::string name = toLowerAscii(n.name);
  put(TypeName, typeNameKey(n.type, name), index);
  // An id ends with "/providers/<ref>" for every "/providers/" it contains.
  constexpr std::string_view kProviders = "/providers/";
  for (size_t p = id.find(kProviders); p != std::string::npos; p = id.find(kProviders, p + 1))
    put(ProviderSuffix, id.substr(p + kProviders.size()), index);
  if (size_t slash = name.rfind('/'); slash != std::string::npos) put(LastSegment, name.substr(slash + 1), index);
  put(Id, std::move(id), index);
  put(Name, std::move(name), index);
  size_ = std::max(size_, index + 1);
}

std::vector<size_t> ResourceIndex::find(std::string_view ref, const std::function<bool(size_t)>& usable) const {
  std::string key = toLowerAscii(ref);
  std::vector<size_t> out;
  auto take = [&](const std::vector<size_t>* b) {
    if (b)
      for (size_t i : *b)
        if (usable(i)) out.push_back(i);
    return !out.empty();
  };
  if (take(bucket(Symbol, key))) return out;
  if (auto element = elementKey(ref); element && take(bucket(Element, *element))) return out;
  if (take(bucket(Copy, key)) || take(bucket(Id, key))) return out;
  if (!ref.empty() && ref[0] == '/') return out;
  if (take(bucket(Name, key))) return out;
  // "type/name" and the end of an id are one form: their matches merge in index order.
  take(bucket(TypeName, key));
  size_t typeNames = out.size();
  take(bucket(ProviderSuffix, key));
  if (!out.empty()) {
    std::inplace_merge(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(typeNames), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }
  if (take(bucket(LastSegment, key))) return out;
  // Only when nothing matches as written: a resource whose name is empty ("type/" with an empty
  // name) is found by its exact form first.
  if (std::string plain = withoutEmptySegments(key); plain != key && !plain.empty()) return find(plain, usable);
  return out;
}

}  // namespace pf
