#include "engine/inputs/path_filter.hpp"

#include <cstdint>

namespace pf::inputs {

namespace {

// A compiled glob: matched by a position-set walk over the path, O(tokens × length), so no
// pattern can cause exponential backtracking.
struct Token {
  enum Kind : uint8_t { Lit, One, Star, Class, DirStar, AnyPlus, AnyAll };
  Kind kind;
  char c = 0;
  bool negated = false;
  std::string set;  // Class: single characters, and ranges as "a-z" triples
  static Token of(Kind k, char ch = 0) {
    Token t;
    t.kind = k;
    t.c = ch;
    return t;
  }
};

bool classMatches(const Token& t, char ch) {
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

std::vector<Token> compile(std::string_view g) {
  std::vector<Token> out;
  size_t i = 0;
  if (g == "**") return {Token::of(Token::AnyAll)};
  while (i < g.size()) {
    char c = g[i];
    if (c == '\\' && i + 1 < g.size()) {
      out.push_back(Token::of(Token::Lit, g[i + 1]));
      i += 2;
    } else if (c == '*') {
      size_t j = i;
      while (j < g.size() && g[j] == '*') ++j;
      bool dbl = j - i >= 2;
      bool startsSegment = i == 0 || g[i - 1] == '/';
      if (dbl && startsSegment && j < g.size() && g[j] == '/') {
        out.push_back(Token::of(Token::DirStar));  // "**/": zero or more folders
        i = j + 1;
      } else if (dbl && startsSegment && j == g.size() && i > 0) {
        out.push_back(Token::of(Token::AnyPlus));  // "/**": everything inside (the '/' is already a Lit)
        i = j;
      } else {
        out.push_back(Token::of(Token::Star));
        i = j;
      }
    } else if (c == '?') {
      out.push_back(Token::of(Token::One));
      ++i;
    } else if (c == '[') {
      size_t j = i + 1;
      Token t = Token::of(Token::Class);
      if (j < g.size() && (g[j] == '!' || g[j] == '^')) t.negated = true, ++j;
      size_t setStart = j;
      if (j < g.size() && g[j] == ']') ++j;  // a leading ']' is literal
      while (j < g.size() && g[j] != ']') ++j;
      if (j >= g.size()) {  // no closing bracket: a literal '['
        out.push_back(Token::of(Token::Lit, '['));
        ++i;
        continue;
      }
      t.set = std::string(g.substr(setStart, j - setStart));
      out.push_back(std::move(t));
      i = j + 1;
    } else {
      out.push_back(Token::of(Token::Lit, c));
      ++i;
    }
  }
  return out;
}

bool run(const std::vector<Token>& tokens, std::string_view s) {
  const size_t n = s.size();
  std::vector<char> cur(n + 1, 0), next(n + 1, 0);
  cur[0] = 1;
  for (const Token& t : tokens) {
    std::fill(next.begin(), next.end(), 0);
    bool any = false;
    switch (t.kind) {
      case Token::Lit:
        for (size_t p = 0; p < n; ++p)
          if (cur[p] && s[p] == t.c) next[p + 1] = 1;
        break;
      case Token::One:
        for (size_t p = 0; p < n; ++p)
          if (cur[p] && s[p] != '/') next[p + 1] = 1;
        break;
      case Token::Class:
        for (size_t p = 0; p < n; ++p)
          if (cur[p] && s[p] != '/' && classMatches(t, s[p])) next[p + 1] = 1;
        break;
      case Token::Star: {
        bool reach = false;
        for (size_t p = 0; p <= n; ++p) {
          if (cur[p]) reach = true;
          if (reach) next[p] = 1;
          if (p < n && s[p] == '/') reach = false;
        }
        break;
      }
      case Token::DirStar: {
        bool seen = false;
        for (size_t q = 0; q <= n; ++q) {
          if (cur[q] || (seen && q > 0 && s[q - 1] == '/')) next[q] = 1;
          if (cur[q]) seen = true;
        }
        break;
      }
      case Token::AnyPlus: {
        bool seen = false;
        for (size_t q = 0; q <= n; ++q) {
          if (seen) next[q] = 1;
          if (cur[q]) seen = true;
        }
        break;
      }
      case Token::AnyAll: {
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
    cur.swap(next);
  }
  return cur[n] != 0;
}

}  // namespace

bool globMatchPath(std::string_view glob, std::string_view path) { return run(compile(glob), path); }

bool PathFilter::add(std::string_view pattern, std::string base, Loc loc, std::string origin) {
  std::string_view p = pattern;
  if (!p.empty() && p.back() == '\r') p.remove_suffix(1);
  // Trailing spaces are ignored unless escaped.
  while (!p.empty() && p.back() == ' ' && !(p.size() >= 2 && p[p.size() - 2] == '\\')) p.remove_suffix(1);
  if (p.empty() || p[0] == '#') return true;
  PathPattern out;
  out.text = std::string(pattern);
  out.loc = loc;
  out.origin = std::move(origin);
  while (!base.empty() && base.back() == '/') base.pop_back();
  out.base = std::move(base);
  if (p[0] == '!') {
    out.negated = true;
    p.remove_prefix(1);
  } else if (p.size() >= 2 && p[0] == '\\' && (p[1] == '!' || p[1] == '#')) {
    p.remove_prefix(1);
  }
  if (!p.empty() && p.back() == '/' && !(p.size() >= 2 && p[p.size() - 2] == '\\')) {
    out.dirOnly = true;
    while (!p.empty() && p.back() == '/') p.remove_suffix(1);
  }
  if (p.empty()) return false;
  out.anchored = p.find('/') != std::string_view::npos;
  while (!p.empty() && p[0] == '/') p.remove_prefix(1);
  if (p.empty()) return false;
  out.glob = out.anchored ? std::string(p) : "**/" + std::string(p);
  patterns_.push_back(std::move(out));
  return true;
}

void PathFilter::addGitignore(std::string_view text, const std::string& base, uint32_t fileId,
                              const std::string& origin) {
  uint32_t line = 1;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    std::string_view l = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    add(l, base, Loc{fileId, line, 1}, origin);
    if (end == std::string_view::npos) break;
    start = end + 1;
    ++line;
  }
}

const PathPattern* PathFilter::match(std::string_view path, bool isDir) const {
  const PathPattern* last = nullptr;
  for (const PathPattern& p : patterns_) {
    if (p.dirOnly && !isDir) continue;
    std::string_view rel = path;
    if (!p.base.empty()) {
      if (rel.size() <= p.base.size() || rel.substr(0, p.base.size()) != p.base || rel[p.base.size()] != '/') continue;
      rel.remove_prefix(p.base.size() + 1);
    }
    if (globMatchPath(p.glob, rel)) last = &p;
  }
  return last;
}

const PathPattern* PathFilter::excludedBy(std::string_view path, bool isDir) const {
  if (patterns_.empty()) return nullptr;
  for (size_t slash = path.find('/'); slash != std::string_view::npos; slash = path.find('/', slash + 1)) {
    const PathPattern* m = match(path.substr(0, slash), true);
    if (m && !m->negated) return m;
  }
  const PathPattern* m = match(path, isDir);
  return m && !m->negated ? m : nullptr;
}

}  // namespace pf::inputs
