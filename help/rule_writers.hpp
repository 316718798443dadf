#pragma once
// `preflight rules` output: a listing or one rule's page, as text, JSON or Markdown. Rule files
// and help pages from a repository are untrusted: text output escapes control characters,
// Markdown tables escape their cells, and code blocks get a fence longer than any inside.
#include <string>
#include <vector>

#include "engine/core/value.hpp"
#include "help/rule_doc.hpp"

namespace pf::help {

std::string rulesListText(const std::vector<RuleDoc>& docs);
std::string ruleText(const RuleDoc& doc);

// {"rules": [...]} with each rule's listing fields (`full`: every field, as `show` prints).
std::string rulesJson(const std::vector<RuleDoc>& docs, bool full);
std::string ruleJson(const RuleDoc& doc);
Value ruleValue(const RuleDoc& doc, bool full);

// A table of the rules; `pageLinks`: each name links to `<name>.md` (the docs/rules index).
std::string rulesListMarkdown(const std::vector<RuleDoc>& docs, bool pageLinks);
// One rule's page (docs/rules/<name>.md).
std::string ruleMarkdown(const RuleDoc& doc);

}  // namespace pf::help
