#include "engine/inputs/path_filter.hpp"

#include <cstdint>
#include <vector>

namespace pf::inputs {

bool globMatchPath(std::string_view glob, std::string_view path) {
  std::vector<uint8_t> scratch;
  return detail::Glob(glob).matches(path, scratch);
}

bool PathFilter::add(std::string_view pattern, std::string base, Loc loc, std::string origin) {
  std::string_view p = pattern;
  if (!p.empty() && p.back() == '\r') p.remove_suffix(1);
  // Trailing spaces are ignored unless escaped.
  while (!p.empty() && p.back() == ' ' && !(p.size() >= 2 && p[p.size() - 2] == '\\')) p.remove_suffix(1);
  if (p.empty() || p[0] == '#') return true;
  if (patterns_.size() >= kMaxPatterns) {
    ++dropped_;
    return true;
  }
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
  out.compiled = detail::Glob(out.glob);
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

const PathPattern* PathFilter::match(std::string_view path, bool isDir, MatchBudget* budget) const {
  const PathPattern* last = nullptr;
  if (budget) budget->steps += MatchBudget::kPerPath;
  std::vector<uint8_t> scratch;
  for (const PathPattern& p : patterns_) {
    if (p.dirOnly && !isDir) continue;
    std::string_view rel = path;
    if (!p.base.empty()) {
      if (rel.size() <= p.base.size() || rel.substr(0, p.base.size()) != p.base || rel[p.base.size()] != '/') continue;
      rel.remove_prefix(p.base.size() + 1);
    }
    if (!p.compiled.mayMatch(rel)) continue;
    if (budget) {
      size_t cost = p.compiled.walkCost(rel);
      if (cost > budget->steps) {
        budget->spent = true;
        continue;
      }
      budget->steps -= cost;
    }
    if (p.compiled.matches(rel, scratch)) last = &p;
  }
  return last;
}

const PathPattern* PathFilter::excludedBy(std::string_view path, bool isDir, MatchBudget* budget) const {
  if (patterns_.empty()) return nullptr;
  for (size_t slash = path.find('/'); slash != std::string_view::npos; slash = path.find('/', slash + 1)) {
    const PathPattern* m = match(path.substr(0, slash), true, budget);
    if (m && !m->negated) return m;
  }
  const PathPattern* m = match(path, isDir, budget);
  return m && !m->negated ? m : nullptr;
}

}  // namespace pf::inputs
