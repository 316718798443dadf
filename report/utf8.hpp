#pragma once
// UTF-8 helpers for the writers: reports must be valid UTF-8 whatever a template contained
// (utf8::sanitize in engine/core/utf8.hpp makes them so).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pf::report {

// At most `maxBytes` bytes of `s`, cut at a code point boundary; when cut, `marker` is appended
// within the limit. `s` is returned unchanged when it fits.
std::string truncateUtf8(std::string_view s, size_t maxBytes, std::string_view marker = "\xE2\x80\xA6");

// The UTF-16 column (1-based) of the character at code-point column `codePointColumn` of
// `lineText`: characters outside the Basic Multilingual Plane take two UTF-16 code units.
// 0 stays 0 (unknown).
uint32_t utf16Column(std::string_view lineText, uint32_t codePointColumn);

// utf16Column for many columns of one long line. utf16Column walks the line from its start, so a
// finding per resource of a minified template (one line of megabytes) cost the line's length
// each: a 5 MB line with 5,000 resources took minutes. One pass marks every kStride-th code point;
// a lookup then walks at most kStride code points from the mark before it.
class Utf16Columns {
 public:
  explicit Utf16Columns(std::string_view lineText);
  // utf16Column(lineText, codePointColumn), for the line this was made from (given again rather
  // than kept, as its text may move).
  uint32_t column(std::string_view lineText, uint32_t codePointColumn) const;

 private:
  static constexpr uint32_t kStride = 64;
  struct Mark {
    size_t byte;     // where code point k * kStride starts
    uint32_t units;  // UTF-16 units before it
  };
  bool ascii_ = true;  // every code point is one unit: the column is its own answer
  std::vector<Mark> marks_;
  uint32_t codePoints_ = 0, units_ = 0;
};

}  // namespace pf::report
