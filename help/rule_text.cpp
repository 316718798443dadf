#include "help/rule_writers.hpp"

#include "report/detail/escape.hpp"

namespace pf::help {

using report::detail::terminalSafe;

namespace {

std::string tagsText(const RuleDoc& d) {
  std::string out;
  for (const auto& [k, v] : d.tags) out += (out.empty() ? "" : ", ") + (v.empty() ? k : k + "=" + v);
  return out;
}

std::string join(const std::vector<std::string>& items, std::string_view sep) {
  std::string out;
  for (const auto& s : items) out += (out.empty() ? "" : std::string(sep)) + s;
  return out;
}

// Each line of `text` after `by`; empty lines stay empty (no trailing spaces).
std::string indented(std::string_view text, std::string_view by) {
  std::string out;
  bool lineStart = true;
  for (char c : text) {
    if (lineStart && c != '\n') out += by;
    out += c;
    lineStart = c == '\n';
  }
  return out;
}

void section(std::string& out, const std::string& title, const std::string& body, std::string_view by = "  ") {
  if (body.empty()) return;
  out += "\n" + terminalSafe(title) + ":\n" + terminalSafe(indented(body, by)) + "\n";
}

}  // namespace

std::string rulesListText(const std::vector<RuleDoc>& docs) {
  std::string out;
  for (const RuleDoc& d : docs) {
    std::string head = d.id == d.name ? d.name : d.id + "  " + d.name;
    std::string facts = d.level;
    if (!d.service.empty()) facts += "; " + d.service;
    if (!d.tags.empty()) facts += "; " + tagsText(d);
    if (!d.selected) facts += "; not run by the configuration";
    if (d.source != "built-in") facts += "; " + d.source;
    out += terminalSafe(head + "  (" + facts + ")") + "\n";
    if (!d.synopsis.empty()) out += terminalSafe(indented(d.synopsis, "    ")) + "\n";
  }
  out += std::to_string(docs.size()) + (docs.size() == 1 ? " rule\n" : " rules\n");
  return out;
}

std::string ruleText(const RuleDoc& d) {
  std::string out = terminalSafe(d.id == d.name ? d.name : d.id + " " + d.name) + "\n";
  if (!d.synopsis.empty()) out += terminalSafe(d.synopsis) + "\n";
  out += "\n";
  out += "level: " + d.level + (d.selected ? "" : " (not run by the configuration)") + "\n";
  if (!d.service.empty()) out += "service: " + terminalSafe(d.service) + "\n";
  if (!d.types.empty()) out += "resource types: " + terminalSafe(join(d.types, ", ")) + "\n";
  if (!d.tags.empty()) out += "tags: " + terminalSafe(tagsText(d)) + "\n";
  out += "source: " + terminalSafe(d.source) + "\n";
  section(out, "Description", d.description);
  section(out, "What it checks", d.checks);
  section(out, "How to fix it", d.recommendation);
  section(out, "Example (Bicep)", d.bicepExample, "    ");
  for (const auto& f : d.exampleFiles) section(out, "Example (Bicep), " + f.path, f.text, "    ");
  section(out, "Example (Azure template)", d.armExample, "    ");
  section(out, "Notes", d.notes);
  if (!d.links.empty()) {
    out += "\nReferences:\n";
    for (const auto& l : d.links) out += terminalSafe("  " + l.title + ": " + l.url) + "\n";
  }
  return out;
}

}  // namespace pf::help
