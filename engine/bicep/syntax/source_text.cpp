#include "engine/bicep/syntax/source_text.hpp"

#include <algorithm>

#include "engine/core/byte_scan.hpp"

namespace pf::bicep {

SourceText::SourceText(uint32_t fileId, std::string_view text) : fileId_(fileId), text_(text) {
  // Most files are ASCII: then a column is a byte count, with no walk along the line.
  size_t i = 0;
  uint64_t high = 0;
  for (; i + 8 <= text.size() && !high; i += 8) high = bytes::load8(text.data() + i) & bytes::kHighs;
  for (; i < text.size() && !high; ++i) high = static_cast<unsigned char>(text[i]) & 0x80;
  ascii_ = high == 0;
  if (!ascii_) {
    codePointMarks_.reserve(text.size() / kStride + 1);
    uint32_t count = 0;
    for (size_t at = 0; at <= text.size(); ++at) {
      if (at % kStride == 0) codePointMarks_.push_back(count);
      if (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) != 0x80) ++count;
    }
  }
  lineStarts_.push_back(0);
  if (text.find('\r') == std::string_view::npos) {
    // Most files end lines with LF alone: memchr finds them far faster than a byte loop.
    for (size_t at = text.find('\n'); at != std::string_view::npos; at = text.find('\n', at + 1))
      lineStarts_.push_back(static_cast<uint32_t>(at + 1));
    return;
  }
  for (uint32_t i = 0; i < text.size(); ++i) {
    // CR, LF and CRLF each end a line.
    if (text[i] == '\r') {
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
      lineStarts_.push_back(i + 1);
    } else if (text[i] == '\n') {
      lineStarts_.push_back(i + 1);
    }
  }
}

uint32_t SourceText::lineOf(uint32_t offset) const {
  auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
  return static_cast<uint32_t>(it - lineStarts_.begin());
}

uint32_t SourceText::codePointsBefore(uint32_t offset) const {
  uint32_t count = codePointMarks_[offset / kStride];
  for (uint32_t i = offset / kStride * kStride; i < offset; ++i)
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++count;  // not a continuation byte
  return count;
}

Loc SourceText::loc(uint32_t offset) const {
  if (offset > text_.size()) offset = static_cast<uint32_t>(text_.size());
  uint32_t line = lineOf(offset);
  if (ascii_) return Loc{fileId_, line, offset - lineStarts_[line - 1] + 1};
  return Loc{fileId_, line, codePointsBefore(offset) - codePointsBefore(lineStarts_[line - 1]) + 1};
}

}  // namespace pf::bicep
