#pragma once
// The Markdown a rule's SARIF descriptor carries as help.markdown (shown by code scanning beside
// an alert): the description from the rule's help page, the recommendation, the Bicep example (with
// the example's preflight.yaml when the rule reads configuration values)
// and the references. `preflight rules show` prints the same page with more in it.
#include <string>
#include <string_view>

#include "rules/rule_help.hpp"
#include "rules/rule_result.hpp"

namespace pf::analyze {

std::string ruleHelpMarkdown(const rules::RuleInfo& rule, const rules::RuleHelp& help);

// A fenced code block (```lang ... ```) whose fence is longer than any run of backticks in `code`,
// with control characters of `code` made visible.
std::string fencedCode(std::string_view lang, std::string_view code);

// "- [title](url)": the title escaped, and in the URL spaces, parentheses, angle brackets,
// backslashes and control characters percent-encoded, so a link cannot break out of itself.
std::string markdownLinkItem(std::string_view title, std::string_view url);

}  // namespace pf::analyze
