#include "engine/analyze/rule_help_markdown.hpp"

#include <algorithm>

#include "report/detail/escape.hpp"

namespace pf::analyze {

using report::detail::markdownEscape;
using report::detail::terminalSafe;

std::string fencedCode(std::string_view lang, std::string_view code) {
  size_t longest = 0, run = 0;
  for (char c : code) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(std::max<size_t>(3, longest + 1), '`');
  return fence + std::string(lang) + "\n" + terminalSafe(code) + "\n" + fence + "\n";
}

std::string markdownLinkItem(std::string_view title, std::string_view url) {
  static const char* hex = "0123456789ABCDEF";
  std::string safe;
  for (char c : url) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u <= 0x20 || u == 0x7F || c == '(' || c == ')' || c == '<' || c == '>' || c == '\\' || c == '`') {
      safe += '%';
      safe += hex[u >> 4];
      safe += hex[u & 15];
    } else {
      safe += c;
    }
  }
  return "- [" + markdownEscape(title) + "](" + safe + ")\n";
}

std::string ruleHelpMarkdown(const rules::RuleInfo& rule, const rules::RuleHelp& help) {
  std::string out;
  const std::string& description = help.description.empty() ? rule.description : help.description;
  if (!description.empty()) out += terminalSafe(description) + "\n\n";
  const std::string& fix = rule.recommend.empty() ? help.recommendation : rule.recommend;
  if (!fix.empty()) out += "**How to fix it:** " + markdownEscape(fix) + "\n\n";
  if (!help.bicepExample.empty()) out += fencedCode("bicep", help.bicepExample) + "\n";
  if (const auto* config = rules::findExampleFile(help.exampleFiles, "preflight.yaml"))
    out += "With this configuration (`preflight.yaml`):\n\n" + fencedCode("yaml", config->text) + "\n";
  if (!rule.helpUri.empty()) out += markdownLinkItem("Reference", rule.helpUri);
  for (const auto& l : help.links)
    if (l.url != rule.helpUri) out += markdownLinkItem(l.title, l.url);
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

}  // namespace pf::analyze
