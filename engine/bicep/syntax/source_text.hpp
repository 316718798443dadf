#pragma once
// One Bicep source file as the compiler sees it: its id in the SourceFiles table, its text
// and the line starts used to turn byte offsets into positions.
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/core/source.hpp"

namespace pf::bicep {

class SourceText {
 public:
  SourceText(uint32_t fileId, std::string_view text);
  uint32_t fileId() const { return fileId_; }
  std::string_view text() const { return text_; }
  // Line (1-based) and column (1-based, in code points) of a byte offset.
  Loc loc(uint32_t offset) const;
  uint32_t lineOf(uint32_t offset) const;

 private:
  uint32_t fileId_;
  std::string_view text_;
  std::vector<uint32_t> lineStarts_;
  bool ascii_ = true;  // no byte >= 0x80: columns count bytes
  // Otherwise the code points before every kStride-th byte, so that a column counts at most
  // kStride bytes past a mark: counting from the line's start made every node of a long line
  // (a minified literal of megabytes) cost the line's length.
  static constexpr uint32_t kStride = 64;
  std::vector<uint32_t> codePointMarks_;
  uint32_t codePointsBefore(uint32_t offset) const;
};

}  // namespace pf::bicep
