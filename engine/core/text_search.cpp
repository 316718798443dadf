#include "engine/core/text_search.hpp"

#include <cstring>

namespace pf {

namespace {

// border[i]: the length of the longest proper prefix of text[0..i] that is also its suffix.
template <class Same>
std::vector<uint32_t> borders(std::string_view text, Same same) {
  std::vector<uint32_t> border(text.size(), 0);
  uint32_t k = 0;
  for (size_t i = 1; i < text.size(); ++i) {
    while (k > 0 && !same(text[i], text[k])) k = border[k - 1];
    if (same(text[i], text[k])) ++k;
    border[i] = k;
  }
  return border;
}

}  // namespace

TextFinder::TextFinder(std::string_view needle, bool foldAscii) : needle_(needle), fold_(foldAscii) {
  if (needle_.size() > kShort) border_ = borders(needle_, [this](char a, char b) { return same(a, b); });
}

size_t TextFinder::shortFirst(std::string_view hay, size_t from) const {
  if (!fold_) return hay.find(needle_, from);
  const size_t m = needle_.size();
  if (from > hay.size() || hay.size() - from < m) return npos;
  for (size_t i = from; i + m <= hay.size(); ++i) {
    size_t j = 0;
    while (j < m && same(hay[i + j], needle_[j])) ++j;
    if (j == m) return i;
  }
  return npos;
}

size_t TextFinder::kmp(std::string_view hay, size_t& at, uint32_t& matched) const {
  const size_t m = needle_.size();
  while (at < hay.size()) {
    if (matched == 0 && !fold_) {
      // Between partial matches, straight to the next byte that can start one.
      const void* next = std::memchr(hay.data() + at, needle_[0], hay.size() - at);
      if (!next) {
        at = hay.size();
        return npos;
      }
      at = static_cast<size_t>(static_cast<const char*>(next) - hay.data());
    }
    const char c = hay[at++];
    while (matched > 0 && !same(c, needle_[matched])) matched = border_[matched - 1];
    if (same(c, needle_[matched])) ++matched;
    if (matched == m) {
      matched = border_[m - 1];  // overlapping occurrences are found too
      return at - m;
    }
  }
  return npos;
}

size_t TextFinder::first(std::string_view hay, size_t from) const {
  if (from > hay.size()) return npos;
  if (needle_.empty()) return from;
  if (hay.size() - from < needle_.size()) return npos;  // no room: most texts are shorter than a long needle
  if (border_.empty()) return shortFirst(hay, from);
  size_t at = from;
  uint32_t matched = 0;
  return kmp(hay, at, matched);
}

size_t TextFinder::last(std::string_view hay) const {
  const size_t m = needle_.size();
  if (m > hay.size()) return npos;
  if (m == 0) return hay.size();
  if (border_.empty()) {
    if (!fold_) return hay.rfind(needle_);
    for (size_t i = hay.size() - m + 1; i-- > 0;) {
      size_t j = 0;
      while (j < m && same(hay[i + j], needle_[j])) ++j;
      if (j == m) return i;
    }
    return npos;
  }
  // The first occurrence of the reversed needle in the hay read backwards.
  const std::string reversed(needle_.rbegin(), needle_.rend());
  const std::vector<uint32_t> border = borders(reversed, [this](char a, char b) { return same(a, b); });
  uint32_t matched = 0;
  for (size_t k = hay.size(); k-- > 0;) {
    const char c = hay[k];
    while (matched > 0 && !same(c, reversed[matched])) matched = border[matched - 1];
    if (same(c, reversed[matched])) ++matched;
    if (matched == m) return k;
  }
  return npos;
}

bool TextFinder::replaceAll(std::string_view hay, std::string_view with, std::string& out, size_t maxSize) const {
  size_t from = 0;
  for (size_t at = first(hay); at != npos; at = first(hay, from)) {
    out.append(hay, from, at - from);
    out += with;
    from = at + needle_.size();
    if (out.size() > maxSize) return false;
  }
  out.append(hay, from, npos);
  return out.size() <= maxSize;
}

size_t TextFinder::Scan::next(size_t atLeast) {
  if (done_) return npos;
  if (found_ != npos && found_ >= atLeast) return found_;  // not passed yet
  if (f_->border_.empty()) {
    found_ = f_->first(hay_, atLeast);
    done_ = found_ == npos;
    return found_;
  }
  // An occurrence starting at atLeast or later needs none of the bytes before it.
  if (at_ < atLeast) {
    at_ = atLeast;
    matched_ = 0;
  }
  for (;;) {
    found_ = f_->kmp(hay_, at_, matched_);
    done_ = found_ == npos;
    if (done_ || found_ >= atLeast) return found_;
  }
}

}  // namespace pf
