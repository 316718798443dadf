#include "engine/toolchain/version_constraint.hpp"

namespace pf::toolchain {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t'; }

Error errorAt(size_t offset, std::string message) {
  return makeError("TOOL002", std::move(message), Loc{0, 1, static_cast<uint32_t>(offset + 1)});
}

Version core(uint64_t major, uint64_t minor, uint64_t patch) {
  Version v;
  v.major = major;
  v.minor = minor;
  v.patch = patch;
  return v;
}

// Expands one parsed term into comparators.
//  op: 0 none, else one of "=", ">", ">=", "<", "<=", "~", "^".
void expand(std::string_view op, const detail::ScannedVersion& sv, std::vector<Comparator>& out) {
  const Version& v = sv.version;
  if (sv.wildcardAt != std::string_view::npos) {
    // "1.*" = >=1.0.0 <2.0.0, "1.2.*" = >=1.2.0 <1.3.0, "*" = anything.
    if (sv.parts == 0) return;
    if (sv.parts == 1) {
      out.push_back({Op::Ge, core(v.major, 0, 0)});
      out.push_back({Op::Lt, core(v.major + 1, 0, 0)});
    } else {
      out.push_back({Op::Ge, core(v.major, v.minor, 0)});
      out.push_back({Op::Lt, core(v.major, v.minor + 1, 0)});
    }
    return;
  }
  if (op.empty() || op == "=") return out.push_back({Op::Eq, v});  // missing parts are zero
  if (op == ">") return out.push_back({Op::Gt, v});
  if (op == ">=") return out.push_back({Op::Ge, v});
  if (op == "<") return out.push_back({Op::Lt, v});
  if (op == "<=") return out.push_back({Op::Le, v});
  out.push_back({Op::Ge, v});
  if (op == "~") {
    // ~1.2.3, ~1.2: same minor; ~1: same major.
    out.push_back({Op::Lt, sv.parts == 1 ? core(v.major + 1, 0, 0) : core(v.major, v.minor + 1, 0)});
    return;
  }
  // Caret (npm): the leftmost non-zero part among those written may not change;
  // ^0.0.3 <0.0.4, ^0.2.3 <0.3.0, ^1.2.3 <2.0.0, ^0.0 <0.1.0, ^0 <1.0.0.
  if (v.major > 0 || sv.parts == 1) out.push_back({Op::Lt, core(v.major + 1, 0, 0)});
  else if (v.minor > 0 || sv.parts == 2) out.push_back({Op::Lt, core(0, v.minor + 1, 0)});
  else out.push_back({Op::Lt, core(0, 0, v.patch + 1)});
}

}  // namespace

const char* opText(Op op) {
  switch (op) {
    case Op::Eq: return "=";
    case Op::Gt: return ">";
    case Op::Ge: return ">=";
    case Op::Lt: return "<";
    case Op::Le: return "<=";
  }
  return "=";
}

bool Comparator::matches(const Version& v) const {
  int c = compare(v, version);
  switch (op) {
    case Op::Eq: return c == 0;
    case Op::Gt: return c > 0;
    case Op::Ge: return c >= 0;
    case Op::Lt: return c < 0;
    case Op::Le: return c <= 0;
  }
  return false;
}

bool VersionConstraint::satisfiedBy(const Version& v) const {
  for (const auto& c : comparators)
    if (!c.matches(v)) return false;
  if (!v.isPrerelease()) return true;
  for (const auto& c : comparators)
    if (c.version.isPrerelease() && sameCore(c.version, v)) return true;
  return false;
}

std::string VersionConstraint::normalized() const {
  if (comparators.empty()) return "*";
  std::string s;
  for (const auto& c : comparators) {
    if (!s.empty()) s += ' ';
    s += opText(c.op);
    s += c.version.str();
  }
  return s;
}

Result<VersionConstraint> parseConstraint(std::string_view text) {
  VersionConstraint result;
  result.text = std::string(text);
  size_t pos = 0;
  const size_t n = text.size();
  auto skipSpace = [&](size_t p) {
    while (p < n && isSpace(text[p])) ++p;
    return p;
  };
  pos = skipSpace(pos);
  if (pos == n) return errorAt(pos, "the constraint is empty; write a version such as 0.30.23 or a range such as >=0.30.0 <1.0.0");
  for (;;) {
    // One term: [operator] version | '*'.
    char c = text[pos];
    if (c == '|') return errorAt(pos, "'||' (OR) is not supported; conditions separated by spaces must all hold");
    if (c == '!') return errorAt(pos, "'!=' is not supported");
    if (c == ',') return errorAt(pos, "expected a version before ','");
    std::string_view op;
    if (text.substr(pos, 2) == ">=" || text.substr(pos, 2) == "<=") op = text.substr(pos, 2);
    else if (c == '>' || c == '<' || c == '=' || c == '~' || c == '^') op = text.substr(pos, 1);
    pos += op.size();
    if (!op.empty() && pos < n && (text[pos] == '=' || text[pos] == '>' || text[pos] == '<' || text[pos] == '~' ||
                                   text[pos] == '^'))
      return errorAt(pos, "unexpected '" + std::string(1, text[pos]) + "' after '" + std::string(op) + "'");
    if (!op.empty()) pos = skipSpace(pos);
    if (pos == n) return errorAt(pos, "expected a version after '" + std::string(op) + "'");
    if (!op.empty() && text[pos] == '*')
      return errorAt(pos, "a wildcard cannot be combined with '" + std::string(op) + "'; write '" +
                              std::string(op) + "' with a version, or the wildcard alone");
    detail::ScannedVersion sv;
    size_t errorPos = 0;
    std::string error;
    if (!detail::scanVersion(text, pos, sv, errorPos, error)) return errorAt(errorPos, error);
    if (!op.empty() && sv.wildcardAt != std::string_view::npos)
      return errorAt(sv.wildcardAt, "a wildcard cannot be combined with '" + std::string(op) + "'; write '" +
                                        std::string(op) + "' with a version, or the wildcard alone");
    expand(op, sv, result.comparators);
    pos = sv.end;
    // Separator: spaces and/or one comma, or the end.
    size_t next = skipSpace(pos);
    if (next == n) break;
    if (text[next] == ',') {
      next = skipSpace(next + 1);
      if (next == n) return errorAt(next, "expected a version after ','");
    } else if (next == pos) {
      if (text[pos] == '|') return errorAt(pos, "'||' (OR) is not supported; conditions separated by spaces must all hold");
      return errorAt(pos, "unexpected '" + std::string(1, text[pos]) + "' after the version");
    }
    if (text[next] == '-' && (next + 1 == n || isSpace(text[next + 1])))
      return errorAt(next, "hyphen ranges ('1.0.0 - 2.0.0') are not supported; write >=1.0.0 <=2.0.0");
    pos = next;
  }
  return result;
}

std::string formatConstraintError(std::string_view text, const Error& error) {
  std::string out = "invalid version constraint: " + error.message + "\n  " + std::string(text) + "\n  ";
  size_t col = error.loc.col > 0 ? error.loc.col - 1 : 0;
  for (size_t i = 0; i < col && i < text.size(); ++i) out += text[i] == '\t' ? '\t' : ' ';
  out += '^';
  return out;
}

std::optional<size_t> maxSatisfying(const VersionConstraint& c, const std::vector<Version>& versions) {
  std::optional<size_t> best;
  for (size_t i = 0; i < versions.size(); ++i)
    if (c.satisfiedBy(versions[i]) && (!best || compare(versions[*best], versions[i]) < 0)) best = i;
  return best;
}

}  // namespace pf::toolchain
