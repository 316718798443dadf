#pragma once
// A path → id lookup over a SourceFiles table, for one worker. The table only grows, so the
// index catches up with the files added since its last lookup instead of scanning every file
// per question (which grew with the folder being analyzed).
#include <cstdint>
#include <string>
#include <unordered_map>

#include "engine/core/source.hpp"

namespace pf {

class SourcePathIndex {
 public:
  explicit SourcePathIndex(const SourceFiles& files) : files_(files) {}
  // The id of the file last added under exactly `path`; 0 when none was.
  uint32_t find(const std::string& path);

 private:
  const SourceFiles& files_;
  std::unordered_map<std::string, uint32_t> ids_;
  uint32_t indexed_ = 1;  // file 0 is "no file"
};

}  // namespace pf
