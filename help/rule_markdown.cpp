#include "help/rule_writers.hpp"

#include <algorithm>

#include "engine/analyze/rule_help_markdown.hpp"
#include "report/detail/escape.hpp"

namespace pf::help {

using report::detail::markdownEscape;
using report::detail::terminalSafe;
using analyze::fencedCode;

namespace {

std::string tagsCell(const RuleDoc& d) {
  std::string out;
  for (const auto& [k, v] : d.tags) out += (out.empty() ? "" : ", ") + (v.empty() ? k : k + "=" + v);
  return markdownEscape(out);
}

std::string typesCell(const RuleDoc& d) {
  std::string out;
  for (const auto& t : d.types) out += (out.empty() ? "" : "<br>") + markdownEscape(t);
  return out;
}

void prose(std::string& out, std::string_view title, const std::string& body) {
  if (!body.empty()) out += "\n## " + std::string(title) + "\n\n" + terminalSafe(body) + "\n";
}

std::string fenceLanguage(const std::string& path) {
  if (path.ends_with(".json")) return "json";
  if (path.ends_with(".yaml") || path.ends_with(".yml")) return "yaml";
  return "bicep";
}

std::string linkLine(const rules::RuleHelpLink& l) { return analyze::markdownLinkItem(l.title, l.url); }

}  // namespace

std::string rulesListMarkdown(const std::vector<RuleDoc>& docs, bool pageLinks) {
  std::string out = "| id | name | level | service | tags | synopsis |\n| --- | --- | --- | --- | --- | --- |\n";
  for (const RuleDoc& d : docs) {
    std::string name = markdownEscape(d.name);
    if (pageLinks) name = "[" + name + "](" + markdownEscape(d.name) + ".md)";
    out += "| " + markdownEscape(d.id) + " | " + name + " | " + markdownEscape(d.level) + " | " + markdownEscape(d.service) +
           " | " + tagsCell(d) + " | " + markdownEscape(d.synopsis) + " |\n";
  }
  return out;
}

std::string ruleMarkdown(const RuleDoc& d) {
  std::string out = "# " + markdownEscape(d.name) + "\n\n";
  if (!d.synopsis.empty()) out += markdownEscape(d.synopsis) + "\n\n";
  out += "| | |\n| --- | --- |\n";
  out += "| id | " + markdownEscape(d.id) + " |\n";
  out += "| level | " + markdownEscape(d.level) + (d.selected ? "" : " (not run by the configuration)") + " |\n";
  if (!d.service.empty()) out += "| service | " + markdownEscape(d.service) + " |\n";
  if (!d.types.empty()) out += "| resource types | " + typesCell(d) + " |\n";
  if (!d.tags.empty()) out += "| tags | " + tagsCell(d) + " |\n";
  out += "| source | " + markdownEscape(d.source) + " |\n";
  prose(out, "Description", d.description);
  if (!d.checks.empty()) out += "\n## What it checks\n\n" + fencedCode("yaml", d.checks);
  prose(out, "How to fix it", d.recommendation);
  if (!d.bicepExample.empty() || !d.armExample.empty()) {
    out += "\n## Examples\n";
    if (!d.bicepExample.empty()) out += "\n### Bicep\n\n" + fencedCode("bicep", d.bicepExample);
    for (const auto& f : d.exampleFiles)
      out += "\n" + markdownEscape(f.path) + ":\n\n" + fencedCode(fenceLanguage(f.path), f.text);
    if (!d.armExample.empty()) out += "\n### Azure template\n\n" + fencedCode("json", d.armExample);
  }
  prose(out, "Notes", d.notes);
  if (!d.links.empty()) {
    out += "\n## References\n\n";
    for (const auto& l : d.links) out += linkLine(l);
  }
  return out;
}
}  // namespace pf::help
