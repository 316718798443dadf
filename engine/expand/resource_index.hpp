#pragma once
// The resources of one deployment by every name a template may use for them in dependsOn,
// reference() or resourceId(): symbolic name, one element of a symbolic copy loop
// ("nic[2]"), copy-loop name, id, name, "type/name", the end of
// an id after "/providers/", and a child's last name segment. Keys are case-folded (ARM compares
// names without case), so each lookup is one hash probe per form instead of a scan of every
// resource (which made long dependsOn/reference() chains quadratic).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace pf {

class ResourceIndex {
 public:
  struct Names {
    std::string_view symbol;
    int64_t copyIndex = -1;  // in its copy loop, or -1
    std::string_view copyName, id, name, type;
  };
  // Adds resource `index` (indexes only grow; a resource's names do not change once added).
  void add(size_t index, const Names& names);
  size_t size() const { return size_; }
  // The resources `ref` names, by the first form that names any `usable` one: symbolic name,
  // "symbol[index]", copy-loop name, id, then (unless `ref` starts with '/') name, "type/name" or the end of an
  // id, and a child's last name segment. In the order they were added.
  std::vector<size_t> find(std::string_view ref, const std::function<bool(size_t)>& usable) const;

 private:
  enum Form : uint8_t { Symbol, Element, Copy, Id, Name, TypeName, ProviderSuffix, LastSegment };
  // Every key of every form in one table, with nothing allocated per key: a deployment of a few
  // hundred resources has thousands of keys, and a hash node, a key string and a list each were a
  // tenth of an expansion's allocations. The keys lie in one buffer (a key may be a part of
  // another: a name is the end of "type/name"); open addressing finds a key; its resources are a
  // chain of links in the order they were added.
  struct Key {
    uint64_t hash = 0;
    size_t at = 0, size = 0;       // in keys_
    uint32_t first = 0, last = 0;  // in links_
    Form form = Symbol;
  };
  struct Link {
    size_t index = 0;
    uint32_t next = 0;  // the next link's position + 1; 0 ends the chain
  };
  // Adds resource `index` under `form` for the key keys_[at, at + size).
  void put(Form form, size_t at, size_t size, size_t index);
  // Appends `s` to keys_, lower-cased; returns where it starts.
  size_t appendLower(std::string_view s);
  // `text`: the hash of `key`'s text (textHash in the .cpp).
  const Key* lookup(Form form, std::string_view key, uint64_t text) const;
  // The usable resources of `key`'s chain (if any) appended to `out`; whether `out` is then not empty.
  bool take(const Key* key, const std::function<bool(size_t)>& usable, std::vector<size_t>& out) const;

  std::string keys_;
  std::vector<Key> keyList_;
  std::vector<uint32_t> slots_;  // a key's position in keyList_ + 1; 0 is empty
  std::vector<Link> links_;
  size_t size_ = 0;
};

}  // namespace pf
