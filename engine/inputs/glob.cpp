// Compiling and matching one gitignore-style glob (detail/glob.hpp).
#include "engine/inputs/detail/glob.hpp"

#include <algorithm>

namespace pf::inputs::detail {

namespace {

GlobToken token(GlobToken::Kind k, char c = 0) {
  GlobToken t;
  t.kind = k;
  t.c = c;
  return t;
}

bool classMatches(const GlobToken& t, char ch) {
  bool in = false;
  for (size_t i = 0; i < t.set.size(); ++i) {
    if (i + 2 < t.set.size() && t.set[i + 1] == '-') {
      if (ch >= t.set[i] && ch <= t.set[i + 2]) in = true;
      i += 2;
    } else if (t.set[i] == ch) {
      in = true;
    }
  }
  return in != t.negated;
}

std::vector<GlobToken> compile(std::string_view g) {
  std::vector<GlobToken> out;
  size_t i = 0;
  if (g == "**") return {token(GlobToken::AnyAll)};
  while (i < g.size()) {
    char c = g[i];
    if (c == '\\' && i + 1 < g.size()) {
      out.push_back(token(GlobToken::Lit, g[i + 1]));
      i += 2;
    } else if (c == '*') {
      size_t j = i;
      while (j < g.size() && g[j] == '*') ++j;
      bool dbl = j - i >= 2;
      bool startsSegment = i == 0 || g[i - 1] == '/';
      if (dbl && startsSegment && j < g.size() && g[j] == '/') {
        out.push_back(token(GlobToken::DirStar));  // "**/": zero or more folders
        i = j + 1;
      } else if (dbl && startsSegment && j == g.size() && i > 0) {
        out.push_back(token(GlobToken::AnyPlus));  // "/**": everything inside (the '/' is already a Lit)
        i = j;
      } else {
        out.push_back(token(GlobToken::Star));
        i = j;
      }
    } else if (c == '?') {
      out.push_back(token(GlobToken::One));
      ++i;
    } else if (c == '[') {
      size_t j = i + 1;
      GlobToken t = token(GlobToken::Class);
      if (j < g.size() && (g[j] == '!' || g[j] == '^')) t.negated = true, ++j;
      size_t setStart = j;
      if (j < g.size() && g[j] == ']') ++j;  // a leading ']' is literal
      while (j < g.size() && g[j] != ']') ++j;
      if (j >= g.size()) {  // no closing bracket: a literal '['
        out.push_back(token(GlobToken::Lit, '['));
        ++i;
        continue;
      }
      t.set = std::string(g.substr(setStart, j - setStart));
      out.push_back(std::move(t));
      i = j + 1;
    } else {
      out.push_back(token(GlobToken::Lit, c));
      ++i;
    }
  }
  return out;
}

}  // namespace

Glob::Glob(std::string_view glob) : tokens_(compile(glob)) {
  size_t lead = 0;
  while (lead < tokens_.size() && tokens_[lead].kind == GlobToken::Lit) prefix_ += tokens_[lead++].c;
  // Trailing literals end every match (each takes exactly the last bytes), unless they are the
  // leading ones already counted.
  size_t tail = tokens_.size();
  while (tail > lead && tokens_[tail - 1].kind == GlobToken::Lit) --tail;
  for (size_t k = tail; k < tokens_.size(); ++k) suffix_ += tokens_[k].c;
  std::string run;
  for (size_t k = lead; k <= tail; ++k) {
    if (k < tail && tokens_[k].kind == GlobToken::Lit) {
      run += tokens_[k].c;
      continue;
    }
    if (run.size() > inner_.size()) inner_ = run;
    run.clear();
  }
  for (const GlobToken& t : tokens_)
    if (t.kind == GlobToken::Lit || t.kind == GlobToken::One || t.kind == GlobToken::Class) ++minLength_;
  const bool slashInSuffix = suffix_.find('/') != std::string::npos;
  if (!tokens_.empty() && lead == tokens_.size()) {
    shape_ = Shape::Exact;
  } else if (!suffix_.empty() && !slashInSuffix && tail == 1 && tokens_[0].kind == GlobToken::DirStar) {
    shape_ = Shape::Name;
  } else if (!suffix_.empty() && !slashInSuffix && tail == 2 && tokens_[0].kind == GlobToken::DirStar &&
             tokens_[1].kind == GlobToken::Star) {
    shape_ = Shape::EndsWith;  // the star takes the rest of the last name, the "**/" its folders
  }
}

bool Glob::matches(std::string_view s, std::vector<uint8_t>& scratch) const {
  if (!mayMatch(s)) return false;
  switch (shape_) {
    case Shape::Exact: return s.size() == prefix_.size();
    case Shape::Name: return s.size() == suffix_.size() || s[s.size() - suffix_.size() - 1] == '/';
    case Shape::EndsWith: return true;
    case Shape::Walk: break;
  }
  const size_t n = s.size();
  scratch.assign(2 * (n + 1), 0);
  uint8_t* cur = scratch.data();
  uint8_t* next = cur + n + 1;
  cur[0] = 1;
  for (const GlobToken& t : tokens_) {
    std::fill(next, next + n + 1, 0);
    bool any = false;
    switch (t.kind) {
      case GlobToken::Lit:
        for (size_t p = 0; p < n; ++p)
          if (cur[p] && s[p] == t.c) next[p + 1] = 1;
        break;
      case GlobToken::One:
        for (size_t p = 0; p < n; ++p)
          if (cur[p] && s[p] != '/') next[p + 1] = 1;
        break;
      case GlobToken::Class:
        for (size_t p = 0; p < n; ++p)
          if (cur[p] && s[p] != '/' && classMatches(t, s[p])) next[p + 1] = 1;
        break;
      case GlobToken::Star: {
        bool reach = false;
        for (size_t p = 0; p <= n; ++p) {
          if (cur[p]) reach = true;
          if (reach) next[p] = 1;
          if (p < n && s[p] == '/') reach = false;
        }
        break;
      }
      case GlobToken::DirStar: {
        bool seen = false;
        for (size_t q = 0; q <= n; ++q) {
          if (cur[q] || (seen && q > 0 && s[q - 1] == '/')) next[q] = 1;
          if (cur[q]) seen = true;
        }
        break;
      }
      case GlobToken::AnyPlus: {
        bool seen = false;
        for (size_t q = 0; q <= n; ++q) {
          if (seen) next[q] = 1;
          if (cur[q]) seen = true;
        }
        break;
      }
      case GlobToken::AnyAll: {
        bool seen = false;
        for (size_t q = 0; q <= n; ++q) {
          if (cur[q]) seen = true;
          if (seen) next[q] = 1;
        }
        break;
      }
    }
    for (size_t p = 0; p <= n; ++p) any |= next[p] != 0;
    if (!any) return false;
    std::swap(cur, next);
  }
  return cur[n] != 0;
}

}  // namespace pf::inputs::detail
