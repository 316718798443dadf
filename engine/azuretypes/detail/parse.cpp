// Parsing inflated sections (the format is in engine/azuretypes/README.md). Every id is
// checked, so a damaged table gives an error instead of reads out of bounds.
#include <algorithm>
#include <cctype>
#include <charconv>

#include "engine/azuretypes/detail/tables.hpp"
#include "engine/core/value.hpp"

namespace pf::azuretypes::detail {

namespace {

std::vector<std::string_view> splitTabs(std::string_view line) {
  std::vector<std::string_view> out;
  while (true) {
    size_t tab = line.find('\t');
    out.push_back(line.substr(0, tab));
    if (tab == std::string_view::npos) return out;
    line = line.substr(tab + 1);
  }
}

bool toId(std::string_view text, uint32_t& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size() && !text.empty();
}

// Reads `name<TAB>id` pairs from fields[from..] into entries.
bool readPairs(const std::vector<std::string_view>& f, size_t from, std::vector<Entry>& entries) {
  if ((f.size() - from) % 2 != 0) return false;
  for (size_t i = from; i < f.size(); i += 2) {
    Entry e{f[i], 0};
    if (!toId(f[i + 1], e.node)) return false;
    entries.push_back(e);
  }
  return true;
}

std::string parseNode(const std::vector<std::string_view>& f, Namespace& ns) {
  Node n;
  n.first = static_cast<uint32_t>(ns.entries.size());
  uint32_t id = 0;
  if (f[0] == "o" && f.size() >= 2) {
    n.kind = Kind::Object;
    if (!f[1].empty()) {
      if (!toId(f[1], id)) return "bad additionalProperties id";
      n.child = id;
    }
    if (!readPairs(f, 2, ns.entries)) return "bad property list";
  } else if (f[0] == "r" && f.size() == 2) {
    n.kind = Kind::Array;
    if (!toId(f[1], id)) return "bad item id";
    n.child = id;
  } else if (f[0] == "d" && f.size() >= 3) {
    n.kind = Kind::Discriminated;
    n.discriminator = f[1];
    if (!toId(f[2], n.baseCount)) return "bad base property count";
    if (!readPairs(f, 3, ns.entries)) return "bad property list";
  } else {
    return "unknown node \"" + std::string(f[0]) + "\"";
  }
  n.count = static_cast<uint32_t>(ns.entries.size()) - n.first;
  if (n.kind == Kind::Discriminated && n.baseCount > n.count) return "more base properties than entries";
  ns.nodes.push_back(n);
  return {};
}

}  // namespace

std::string parseNamespace(Namespace& ns) {
  ns.nodes.assign(kFixedNodes, Node{});
  ns.nodes[0].kind = Kind::String;
  ns.nodes[1].kind = Kind::Int;
  ns.nodes[2].kind = Kind::Bool;
  ns.nodes[3].kind = Kind::Any;
  std::string_view rest = ns.text;
  size_t lineNo = 0;
  std::vector<std::pair<std::string, uint32_t>> bodies;
  while (!rest.empty()) {
    size_t nl = rest.find('\n');
    std::string_view line = rest.substr(0, nl);
    rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    ++lineNo;
    auto fields = splitTabs(line);
    std::string error;
    if (!line.empty() && line[0] == '@') {
      uint32_t id = 0;
      if (fields.size() != 2 || !toId(fields[1], id)) error = "bad resource line";
      else bodies.emplace_back(toLowerAscii(fields[0].substr(1)), id);
    } else {
      error = parseNode(fields, ns);
    }
    if (!error.empty()) return "line " + std::to_string(lineNo) + ": " + error;
  }
  auto bad = [&](int64_t id) { return id >= static_cast<int64_t>(ns.nodes.size()); };
  for (const Node& n : ns.nodes)
    if (bad(n.child)) return "a node refers to a node that does not exist";
  for (const Entry& e : ns.entries)
    if (bad(e.node)) return "property \"" + std::string(e.name) + "\" refers to a node that does not exist";
  for (auto& [name, id] : bodies) {
    if (bad(id)) return "the body of " + name + " does not exist";
    ns.bodies[std::move(name)] = id;
  }
  return {};
}

namespace {

// Compares the type field of a spelling line with `type`, ignoring ASCII case.
int compareType(std::string_view line, std::string_view type) {
  std::string_view field = line.substr(0, line.find('\t'));
  size_t n = std::min(field.size(), type.size());
  for (size_t i = 0; i < n; ++i) {
    // ASCII folding without the C library's locale lookup per character (type names are ASCII).
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    char a = lower(field[i]);
    char b = lower(type[i]);
    if (a != b) return a < b ? -1 : 1;
  }
  return field.size() == type.size() ? 0 : field.size() < type.size() ? -1 : 1;
}

}  // namespace

std::pair<size_t, size_t> Spellings::find(std::string_view type) const {
  auto lo = std::lower_bound(lines.begin(), lines.end(), type,
                             [](std::string_view line, std::string_view t) { return compareType(line, t) < 0; });
  auto hi = lo;
  while (hi != lines.end() && compareType(*hi, type) == 0) ++hi;
  return {static_cast<size_t>(lo - lines.begin()), static_cast<size_t>(hi - lines.begin())};
}

std::string parseSpellings(Spellings& s) {
  std::string_view rest = s.text;
  while (!rest.empty()) {
    size_t nl = rest.find('\n');
    std::string_view line = rest.substr(0, nl);
    rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    size_t tab = line.find('\t');
    if (tab == 0 || tab == std::string_view::npos || tab + 1 == line.size())
      return "line " + std::to_string(s.lines.size() + 1) + " is not \"type<TAB>versions\"";
    s.lines.push_back(line);
  }
  return {};
}

std::string checkSpellingsOrder(const Spellings& s) {
  for (size_t i = 1; i < s.lines.size(); ++i)
    if (compareType(s.lines[i - 1], s.lines[i].substr(0, s.lines[i].find('\t'))) > 0)
      return "line " + std::to_string(i + 1) + " is out of order";
  return {};
}

}  // namespace pf::azuretypes::detail
