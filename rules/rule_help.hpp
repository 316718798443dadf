#pragma once
// Rule help: the Markdown page PSRule keeps beside a rule (`<culture>/<RuleName>.md`, e.g.
// rules/azure/en/Azure.Storage.SecureTransfer.md). Sections are PSRule's:
//
//   ---                                   optional front matter (`online version: URL` is read)
//   # Title
//   ## SYNOPSIS / ## DESCRIPTION / ## RECOMMENDATION / ## NOTES
//   ## EXAMPLES
//   ### Configure with Bicep              a ```bicep block; more blocks whose first line is
//                                         `// file: <path>` (or `# file: <path>` in YAML) are
//                                         files it uses (modules, bicepconfig.json), relative
//                                         to it; a `preflight.yaml` among them holds the
//                                         configuration values the rule reads (allowed SKUs,
//                                         name formats), which the example is checked with
//   ### Configure with Azure template     a ```json block
//   ## LINKS                              "- [title](url)" lines
//
// The synopsis, recommendation and main link of a rule stay in its rule file; the help page adds
// what a rule file has no room for. A section or example heading that is not one of these is a
// warning (RULE050) at its line, and the page is read without it.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"

namespace pf::rules {

// A help page's diagnostic code.
inline constexpr const char* kHelpPage = "RULE050";

struct RuleHelpLink {
  std::string title;
  std::string url;
  friend bool operator==(const RuleHelpLink&, const RuleHelpLink&) = default;
};

// A file a Bicep example uses, by its path relative to the example.
struct RuleHelpFile {
  std::string path;
  std::string text;
  friend bool operator==(const RuleHelpFile&, const RuleHelpFile&) = default;
};

struct RuleHelp {
  std::string title;
  std::string onlineVersion;   // front matter `online version`
  std::string synopsis;
  std::string description;
  std::string recommendation;
  std::string notes;
  std::string bicepExample;    // the code of the Bicep example, without its fence
  std::string armExample;      // the code of the Azure template example, without its fence
  std::vector<RuleHelpFile> exampleFiles;  // files the Bicep example uses
  std::vector<RuleHelpLink> links;
};

// The example file at `path` (e.g. "preflight.yaml"), or null.
const RuleHelpFile* findExampleFile(const std::vector<RuleHelpFile>& files, std::string_view path);

// Reads a help page. `fileId` names the page in `diags` (a SourceFiles id; 0 for none).
RuleHelp parseRuleHelp(std::string_view markdown, uint32_t fileId, Diagnostics& diags);

}  // namespace pf::rules
