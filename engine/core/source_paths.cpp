#include "engine/core/source_paths.hpp"

namespace pf {

uint32_t SourcePathIndex::find(const std::string& path) {
  for (size_t n = files_.size(); indexed_ < n; ++indexed_) ids_.insert_or_assign(files_.path(indexed_), indexed_);
  auto it = ids_.find(path);
  return it == ids_.end() ? 0 : it->second;
}

}  // namespace pf
