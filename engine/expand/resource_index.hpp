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
#include <unordered_map>
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
  enum Form { Symbol, Element, Copy, Id, Name, TypeName, ProviderSuffix, LastSegment, kForms };
  using Map = std::unordered_map<std::string, std::vector<size_t>>;
  void put(Form form, std::string key, size_t index);
  const std::vector<size_t>* bucket(Form form, const std::string& key) const;

  Map maps_[kForms];
  size_t size_ = 0;
};

}  // namespace pf
