#include <zlib.h>

#include <algorithm>
#include <charconv>

#include "engine/azuretypes/detail/tables.hpp"

namespace pf::azuretypes::detail {

namespace {

constexpr std::string_view kMagic = "PFAZTYPES 1\n";

std::string_view nextLine(std::string_view& rest) {
  size_t nl = rest.find('\n');
  std::string_view line = rest.substr(0, nl);
  rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
  return line;
}

bool toSize(std::string_view text, size_t& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size() && !text.empty();
}

}  // namespace

void Sections::problem(std::string text) {
  std::lock_guard lock(problemsMutex);
  problems.push_back(std::move(text));
}

void readHeader(std::string_view blob, Sections& out) {
  if (blob.substr(0, kMagic.size()) != kMagic) {
    out.problems.push_back("the type index does not start with \"PFAZTYPES 1\"");
    return;
  }
  std::string_view rest = blob.substr(kMagic.size());
  size_t count = 0;
  if (!toSize(nextLine(rest), count)) {
    out.problems.push_back("the type index header has no section count");
    return;
  }
  struct Line {
    std::string_view name;
    size_t offset, packed, size;
  };
  std::vector<Line> lines;
  lines.reserve(count);
  for (size_t i = 0; i < count; ++i) {
    std::string_view line = nextLine(rest);
    std::string_view fields[4];
    size_t n = 0;
    while (n < 4) {
      size_t tab = line.find('\t');
      fields[n++] = line.substr(0, tab);
      if (tab == std::string_view::npos) break;
      line = line.substr(tab + 1);
    }
    Line l{fields[0], 0, 0, 0};
    if (n != 4 || !toSize(fields[1], l.offset) || !toSize(fields[2], l.packed) || !toSize(fields[3], l.size)) {
      out.problems.push_back("type index header line " + std::to_string(i + 3) + " is not \"name<TAB>offset<TAB>packed<TAB>size\"");
      return;
    }
    lines.push_back(l);
  }
  // The payload follows the header; every section must lie inside it, and the names must be
  // sorted (sections are found by binary search).
  out.payload = rest;
  for (size_t i = 0; i < lines.size(); ++i) {
    const Line& l = lines[i];
    if (l.offset > rest.size() || l.packed > rest.size() - l.offset) {
      out.problems.push_back("type index section \"" + std::string(l.name) + "\" lies outside the data");
      return;
    }
    if (i && !(lines[i - 1].name < l.name)) {
      out.problems.push_back("type index section \"" + std::string(l.name) + "\" is out of order");
      return;
    }
  }
  out.sections = std::vector<Section>(lines.size());
  for (size_t i = 0; i < lines.size(); ++i) {
    Section& s = out.sections[i];
    s.name = lines[i].name;
    s.offset = lines[i].offset;
    s.packed = lines[i].packed;
    s.size = lines[i].size;
  }
  if (out.sections.empty()) out.problems.push_back("the type index has no sections");
}

std::string inflate(std::string_view packed, size_t size, std::string& error) {
  std::string out(size, '\0');
  uLongf outLen = static_cast<uLongf>(size);
  int rc = uncompress(reinterpret_cast<Bytef*>(out.data()), &outLen, reinterpret_cast<const Bytef*>(packed.data()),
                      static_cast<uLong>(packed.size()));
  if (rc != Z_OK || outLen != size) {
    error = rc != Z_OK ? "zlib error " + std::to_string(rc) : "inflated to " + std::to_string(outLen) + " bytes, not " + std::to_string(size);
    return {};
  }
  return out;
}

namespace {

// Inflate a section's bytes and parse them with `parse` into a new T; null on failure.
template <typename T, typename Parse>
std::unique_ptr<T> load(Sections& all, const Section& s, Parse parse) {
  std::string error;
  auto table = std::make_unique<T>();
  table->text = inflate(all.payload.substr(s.offset, s.packed), s.size, error);
  if (error.empty()) error = parse(*table);
  if (!error.empty()) {
    all.problem("type index section \"" + std::string(s.name) + "\": " + error);
    return nullptr;
  }
  return table;
}

}  // namespace

Section* Sections::find(std::string_view name) {
  auto it = std::lower_bound(sections.begin(), sections.end(), name,
                             [](const Section& s, std::string_view n) { return s.name < n; });
  return it != sections.end() && it->name == name ? &*it : nullptr;
}

const Namespace* Sections::ns(std::string_view lowerNamespace) {
  Section* found = find("ns:" + std::string(lowerNamespace));
  if (!found) return nullptr;
  Section& s = *found;
  std::call_once(s.once, [&] { s.ns = load<Namespace>(*this, s, parseNamespace); });
  return s.ns.get();
}

const Spellings* Sections::spellings(std::string_view lowerNamespace) {
  Section* found = find("types:" + std::string(lowerNamespace));
  if (!found) return nullptr;
  Section& s = *found;
  std::call_once(s.once, [&] { s.spellings = load<Spellings>(*this, s, parseSpellings); });
  return s.spellings.get();
}

}  // namespace pf::azuretypes::detail
