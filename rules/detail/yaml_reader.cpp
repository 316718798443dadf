#include "rules/detail/yaml_reader.hpp"

#include "engine/core/trim.hpp"
#include "engine/core/yaml.hpp"
#include "rules/detail/rule_diagnostics.hpp"

namespace pf::rules::detail {
namespace {

// "# Synopsis: text" or "// Synopsis: text" → "text".
bool synopsisOf(std::string_view line, bool json, std::string& out) {
  line = trimAscii(line, kBlanks);
  std::string_view marker = json ? "//" : "#";
  if (line.substr(0, marker.size()) != marker) return false;
  line = trimAscii(line.substr(marker.size()), kBlanks);
  if (!istartsWith(line, "Synopsis:")) return false;
  out = std::string(trimAscii(line.substr(9), kBlanks));
  return true;
}

}  // namespace

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    std::string_view l = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    lines.push_back(l);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return lines;
}

std::vector<Value> readYamlDocuments(std::string_view text, uint32_t fileId, Diagnostics& diags) {
  YamlReadOptions options;
  options.maxDepth = 200;
  options.maxNodes = 2'000'000;
  options.keepTrailingZeroFloatsAsText = true;  // "1.10" in a rule is a version, not 1.1
  Diagnostics yaml;
  std::vector<Value> docs = parseYamlDocuments(text, fileId, yaml, options);
  // Rule files report every YAML problem as a rule syntax error; the reader's text says which.
  for (Diagnostic d : yaml.items()) {
    d.code = codes::kSyntax;
    diags.add(std::move(d));
  }
  return docs;
}

std::string synopsisAbove(const std::vector<std::string_view>& lines, uint32_t line, bool json) {
  std::string out;
  for (size_t i = line >= 2 ? line - 2 : 0; line >= 2 && i < lines.size(); --i) {
    std::string_view l = trimAscii(lines[i], kBlanks);
    if (synopsisOf(l, json, out)) return out;
    bool comment = json ? l.substr(0, 2) == "//" : l.substr(0, 1) == "#";
    if (!comment && !l.empty()) break;  // content or a document separator
    if (i == 0) break;
  }
  return {};
}

std::string synopsisWithin(const std::vector<std::string_view>& lines, uint32_t first, uint32_t last) {
  std::string out;
  for (uint32_t l = first; l >= 1 && l <= last && l <= lines.size(); ++l)
    if (synopsisOf(lines[l - 1], true, out)) return out;
  return {};
}

}  // namespace pf::rules::detail
