#pragma once
// The report side of `preflight analyze`: what the writers (text, JSON, SARIF, JUnit, Markdown)
// consume. These are plain values filled by the analyze command from rule results, so the
// writers depend on nothing upstream of them.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "report/optional_box.hpp"
#include "report/shared_text.hpp"

namespace pf::report {

enum class Outcome { Pass, Fail, Inconclusive, Error };
const char* outcomeName(Outcome o);  // "pass", "fail", "inconclusive", "error"
std::optional<Outcome> parseOutcome(std::string_view text);

// SARIF's levels (PSRule: Error → error, Warning → warning, Information → note).
enum class Level { Note, Warning, Error };
const char* levelName(Level l);  // "note", "warning", "error"
std::optional<Level> parseLevel(std::string_view text);  // case-insensitive; "information"/"info" → note

// A position in a file. `file` is relative to the analyzed root, with forward slashes.
// Lines and columns are 1-based; 0 means unknown. Columns count UTF-16 code units (see
// utf16Column in report/utf8.hpp to convert the engine's code-point columns).
struct SourceLocation {
  SharedText file;
  uint32_t line = 0;
  uint32_t column = 0;
  friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

// The resource a finding is about (SARIF logical location of kind "resource").
// Its texts are shared by every finding about the resource.
struct ResourceRef {
  SharedText type;  // e.g. "Microsoft.Storage/storageAccounts"
  SharedText name;  // e.g. "st1" (child resources: "parent/child")
  SharedText id;    // resource id when known
  // "type/name" (PSRule's TargetType/TargetName), or whichever of the two is known.
  std::string fullyQualifiedName() const;
  friend bool operator==(const ResourceRef&, const ResourceRef&) = default;
};

// SARIF's suppression kinds: inline in the template/Bicep file, or from configuration.
enum class SuppressionKind { InSource, External };
const char* suppressionKindName(SuppressionKind k);  // "inSource", "external"

struct Suppression {
  SuppressionKind kind = SuppressionKind::External;
  SharedText justification;
  SharedText source;  // where it was declared, e.g. "preflight.yaml:12"
  friend bool operator==(const Suppression&, const Suppression&) = default;
};

// One rule result on one resource (or on a template, for hygiene rules). A big run holds a
// million of them: the texts a rule, a file or a resource gives every finding are shared copies
// (SharedText), not a string each.
struct Finding {
  SharedText ruleId;    // "PF-STORAGE-001", or a PSRule reference such as "AZR-000202"
  SharedText ruleName;  // "Azure.Storage.SecureTransfer"
  Outcome outcome = Outcome::Fail;
  Level level = Level::Error;
  SharedText message;         // the reason: which field, what was found (a pass: the rule's synopsis)
  SharedText recommendation;  // what to do about it
  SourceLocation location;     // the resource's declaration in the source file
  // Every parameter file through which the template reached this finding.
  std::vector<SourceLocation> parameterFiles;
  // The resource(s); the first is the primary one. De-duplication appends the resources
  // of merged findings (e.g. the same declaration reached with different names).
  std::vector<ResourceRef> resources;
  OptionalBox<Suppression> suppression;  // out of line: few findings are suppressed
  // Distinguishes several findings of one rule on one resource (e.g. a parameter name for a
  // template hygiene rule). Part of the fingerprint; keep it free of values that change often.
  SharedText messageKey;
  // Stable identity across runs (see report/fingerprint.hpp); empty until assigned.
  SharedText fingerprint;

  bool suppressed() const { return suppression.has_value(); }
  // A problem: a failure or a rule that could not be evaluated.
  bool isProblem() const { return outcome == Outcome::Fail || outcome == Outcome::Error; }
};

// What the text and Markdown writers print for a finding's outcome: the level for a
// failure, "pass", "inconclusive", or "<level> (rule error)".
std::string outcomeLabel(const Finding& f);

// Rule metadata for SARIF's tool.driver.rules and the other formats' rule listings.
struct RuleInfo {
  std::string id;
  std::string name;
  std::string shortDescription;  // PSRule's synopsis
  std::string fullDescription;
  std::string recommendation;
  std::string helpUri;
  Level defaultLevel = Level::Error;
  std::vector<std::string> tags;
  std::string helpMarkdown;  // SARIF help.markdown: the rule's help page in short (may be empty)
  friend bool operator==(const RuleInfo&, const RuleInfo&) = default;
};

struct SkippedFile {
  std::string file;
  std::string reason;
  friend bool operator==(const SkippedFile&, const SkippedFile&) = default;
};

struct ToolInfo {
  std::string name = "preflight";
  std::string version;         // semantic version, e.g. "0.1.0"
  std::string informationUri;  // written when set
};

struct Summary {
  size_t filesAnalyzed = 0;
  std::vector<SkippedFile> skipped;  // every input not analyzed, with why
  size_t baselineFiltered = 0;       // findings left out because an earlier report had them
};

// A shard's place in a split run (`analyze --shard I/N`), written into its JSON report so that
// `preflight merge` (report/merge.hpp) can rebuild the report of the unsharded run from the
// shards' reports; absent in an unsharded run's report.
struct ShardInfo {
  unsigned index = 0;  // 1-based
  unsigned count = 0;
  std::string options;  // digest of the command line and configuration that decide the findings
  std::string rootUri;  // Report::rootUri, which the JSON report has no other place for
  // Report::summary.skipped is, in order: `unitSkipped` files of this shard's units that could not
  // be analyzed, `sourceSkipped` Bicep files deployed only by such .bicepparam files, then what
  // discovery skipped (the same list in every shard).
  size_t unitSkipped = 0;
  size_t sourceSkipped = 0;
  std::vector<std::string> ruleHelp;  // RuleInfo::helpMarkdown of each rule, in order
  friend bool operator==(const ShardInfo&, const ShardInfo&) = default;
};

struct Report {
  ToolInfo tool;
  // Absolute URI of the analyzed root ("file:///src/repo/"), written as SARIF's %SRCROOT%
  // when set; SARIF's artifact URIs are relative to it either way.
  std::string rootUri;
  std::vector<RuleInfo> rules;
  std::vector<Finding> findings;
  Summary summary;
  std::optional<ShardInfo> shard;
};

}  // namespace pf::report
