#include "engine/bicep/import_cache.hpp"

namespace pf::bicep {

std::shared_ptr<const FileUnit> ImportCache::find(const std::string& key) {
  std::lock_guard lock(mutex_);
  auto it = units_.find(key);
  if (it == units_.end()) return nullptr;
  reused_.fetch_add(1, std::memory_order_relaxed);
  return it->second;
}

std::shared_ptr<const FileUnit> ImportCache::store(const std::string& key, std::shared_ptr<const FileUnit> unit) {
  std::lock_guard lock(mutex_);
  loaded_.fetch_add(1, std::memory_order_relaxed);
  return units_.try_emplace(key, std::move(unit)).first->second;
}

}  // namespace pf::bicep
