#include "rules/detail/wildcard.hpp"

#include "engine/core/utf8.hpp"

namespace pf::rules::detail {

char32_t foldCase(char32_t c) { return (c >= U'A' && c <= U'Z') ? c + 32 : c; }

Wildcard::Wildcard(std::string_view pattern) : pattern_(pattern) {
  std::u32string p = utf8::decode(pattern);
  for (size_t i = 0; i < p.size(); ++i) {
    char32_t c = p[i];
    if (c == U'`' && i + 1 < p.size()) {
      elements_.push_back({Element::Literal, p[++i], {}});
    } else if (c == U'*') {
      if (elements_.empty() || elements_.back().kind != Element::AnyRun) elements_.push_back({Element::AnyRun, 0, {}});
    } else if (c == U'?') {
      elements_.push_back({Element::AnyOne, 0, {}});
    } else if (c == U'[' && p.find(U']', i + 1) != std::u32string::npos) {
      Element set{Element::Set, 0, {}};
      size_t j = i + 1;
      for (; p[j] != U']'; ++j) {
        char32_t lo = p[j];
        if (lo == U'`' && p[j + 1] != U']') lo = p[++j];
        if (j + 2 < p.size() && p[j + 1] == U'-' && p[j + 2] != U']') {
          set.ranges.push_back({lo, p[j + 2]});
          j += 2;
        } else {
          set.ranges.push_back({lo, lo});
        }
      }
      i = j;
      elements_.push_back(std::move(set));
    } else {
      elements_.push_back({Element::Literal, c, {}});
    }
  }
}

bool Wildcard::matches(std::string_view textUtf8, bool caseSensitive) const {
  std::u32string text = utf8::decode(textUtf8);
  auto eq = [&](char32_t a, char32_t b) { return caseSensitive ? a == b : foldCase(a) == foldCase(b); };
  auto one = [&](const Element& e, char32_t c) {
    switch (e.kind) {
      case Element::Literal: return eq(e.ch, c);
      case Element::AnyOne: return true;
      case Element::Set:
        for (auto [lo, hi] : e.ranges) {
          char32_t x = caseSensitive ? c : foldCase(c);
          char32_t l = caseSensitive ? lo : foldCase(lo), h = caseSensitive ? hi : foldCase(hi);
          if (x >= l && x <= h) return true;
        }
        return false;
      case Element::AnyRun: return true;
    }
    return false;
  };
  // Classic two-pointer glob matching: remember the last `*` and retry from there. Each `*`
  // advances monotonically, so the cost is O(pattern × text) at worst.
  size_t p = 0, t = 0, starP = SIZE_MAX, starT = 0;
  while (t < text.size()) {
    if (p < elements_.size() && elements_[p].kind == Element::AnyRun) {
      starP = p++;
      starT = t;
    } else if (p < elements_.size() && one(elements_[p], text[t])) {
      ++p;
      ++t;
    } else if (starP != SIZE_MAX) {
      p = starP + 1;
      t = ++starT;
    } else {
      return false;
    }
  }
  while (p < elements_.size() && elements_[p].kind == Element::AnyRun) ++p;
  return p == elements_.size();
}

}  // namespace pf::rules::detail
