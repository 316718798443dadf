// The lenient JSON reader (every template, parameter file and bicepconfig.json goes through it),
// and the writer on what it read: written text must read back, strictly, as the same value.
// Discovery reads every JSON file of a pull request with the shallow reader first: it must
// agree with a full read on every input (the same errors at the same places, the same members
// built where they stand, the strings a full read holds).
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/json.hpp"
#include "engine/core/value.hpp"

namespace {

bool builtInFull(std::string_view k) { return pf::iequals(k, "metadata") || pf::iequals(k, "$schema"); }
bool keysOnly(std::string_view k) { return pf::iequals(k, "parameters"); }
bool hasDot(std::string_view s) { return s.find('.') != std::string_view::npos; }
const pf::JsonShallowSpec kSpec{builtInFull, keysOnly, hasDot};

// Errors and their places; the duplicate-key warnings a shallow read does not give for the
// parts it skips are left out.
std::string errors(const pf::Diagnostics& d) {
  std::string out;
  for (const auto& x : d.items())
    if (x.code != "JSON007") out += x.code + "@" + std::to_string(x.loc.line) + ":" + std::to_string(x.loc.col) + " " + x.message + "\n";
  return out;
}

void strings(const pf::Value& v, std::vector<std::string>& out) {
  if (v.isString() && hasDot(v.str())) out.push_back(v.str());
  for (const pf::Value& item : v.arr()) strings(item, out);
  for (const auto& [key, member] : v.obj()) strings(member, out);
}

void positions(const pf::Value& v, std::string& out) {
  out += std::to_string(v.loc().line) + ":" + std::to_string(v.loc().col) + " ";
  for (const pf::Value& item : v.arr()) positions(item, out);
  for (const auto& [key, member] : v.obj()) positions(member, out);
}

void checkShallow(std::string_view text, const pf::JsonReadOptions& options) {
  pf::Diagnostics full, shallow;
  auto a = pf::parseJson(text, 0, full, options);
  auto b = pf::readJsonShallow(text, 0, shallow, kSpec, options);
  if (a.has_value() != b.root.has_value() || errors(full) != errors(shallow)) std::abort();
  if (!a || !b.complete || !a->isObject()) return;
  const auto& entries = a->obj().entries();
  const auto& read = b.root->obj().entries();
  if (read.size() != entries.size() || b.strings.size() != entries.size()) std::abort();
  for (size_t i = 0; i < entries.size(); ++i) {
    if (read[i].first != entries[i].first) std::abort();
    if (builtInFull(entries[i].first)) {
      std::string expected, actual;
      positions(entries[i].second, expected);
      positions(read[i].second, actual);
      if (expected != actual || !read[i].second.equals(entries[i].second)) std::abort();
      continue;
    }
    std::vector<std::string> expected;
    strings(entries[i].second, expected);
    if (b.strings[i] != expected) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  pf::JsonReadOptions strict;
  strict.lenient = false;
  checkShallow(text, {});
  checkShallow(text, strict);

  pf::Diagnostics diags;
  auto v = pf::parseJson(text, 0, diags);
  if (!v) {
    if (!diags.hasErrors()) std::abort();  // a failure must say why
    return 0;
  }
  pf::Diagnostics strictDiags;
  (void)pf::parseJson(text, 0, strictDiags, strict);

  std::string written = pf::toJson(*v);
  pf::Diagnostics again;
  auto back = pf::parseJson(written, 0, again, strict);
  if (!back || !back->equals(*v)) std::abort();
  return 0;
}
