#pragma once
// Finding one text in another in time linear in both lengths, exactly or with ASCII letters
// folded. A search that compares the needle at every position (std::string::find, a plain
// loop) takes time proportional to the product of the lengths: a template searching a 4 MB
// string for a 1 MB needle ran for hours in one expression. Long needles are searched with
// Knuth-Morris-Pratt; short ones (at most kShort bytes) directly, where the product stays small.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pf {

class TextFinder {
 public:
  static constexpr size_t kShort = 16;
  static constexpr size_t npos = std::string_view::npos;

  // `foldAscii`: A-Z match a-z (ARM's indexOf and lastIndexOf).
  explicit TextFinder(std::string_view needle, bool foldAscii = false);

  size_t size() const { return needle_.size(); }
  // Byte offset of the first occurrence starting at or after `from`; npos when none. An empty
  // needle occurs at `from` (when from <= hay.size()).
  size_t first(std::string_view hay, size_t from = 0) const;
  // Byte offset of the last occurrence; npos when none. An empty needle occurs at hay.size().
  size_t last(std::string_view hay) const;
  // `hay` with each occurrence, left to right and not overlapping, replaced by `with`, built in
  // one pass into `out`. False, with `out` left part-built, once `out` passes `maxSize` bytes.
  // The needle must not be empty.
  bool replaceAll(std::string_view hay, std::string_view with, std::string& out, size_t maxSize = npos) const;

  // Occurrences one after another (overlapping ones too), for a caller whose positions only
  // grow: the scan goes on from where it stopped, so all calls together read `hay` once.
  class Scan {
   public:
    Scan(const TextFinder& finder, std::string_view hay) : f_(&finder), hay_(hay) {}
    // The first occurrence starting at or after `atLeast` (never less than the last call's).
    size_t next(size_t atLeast);

   private:
    const TextFinder* f_;
    std::string_view hay_;
    size_t at_ = 0;          // the next byte of hay_ to read
    uint32_t matched_ = 0;   // needle bytes matched just before at_
    size_t found_ = npos;    // the occurrence found last
    bool done_ = false;      // no occurrence is left
  };

 private:
  bool same(char a, char b) const {
    if (a == b) return true;
    if (!fold_) return false;
    return lower(a) == lower(b);
  }
  static char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }
  size_t shortFirst(std::string_view hay, size_t from) const;
  // KMP from `at` with `matched` needle bytes already matched; the start of the first
  // occurrence, with at/matched left just past it (matched reset to the border for overlaps).
  size_t kmp(std::string_view hay, size_t& at, uint32_t& matched) const;

  std::string needle_;
  bool fold_;
  std::vector<uint32_t> border_;  // border_[i]: the longest proper border of needle_[0..i]; long needles only
};

}  // namespace pf
