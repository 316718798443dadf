#pragma once
// Discovery: which files `preflight analyze` works on, and how they pair up.
//
// Walks the given files and folders (sorted by name, so the result is deterministic), leaves
// out what the configuration's input patterns and .gitignore files exclude, and classifies:
//  - ARM templates (a `$schema` naming deploymentTemplate.json, any scope);
//  - ARM parameter files (deploymentParameters.json schema; .json/.jsonc), each linked to its
//    template or Bicep file by `metadata.template` ("./x" relative to the parameter file,
//    otherwise to the root), then by name (x.parameters.json and x.parameters.<env>.json →
//    x.json, x.jsonc or x.bicep beside it), then, when exactly one template in the same folder
//    declares every parameter the file sets, to that one;
//  - `.bicep` files and `.bicepparam` files (their `using` target is resolved);
//  - exported resource data: a JSON array whose every item is a resource (a `type` or
//    `ResourceType` naming `Namespace/type`, and its resource id), analyzed as it is;
//  - everything else: other extensions are ignored silently; JSON that is none of these is
//    listed as skipped with the reason (at info level).
// Templates and Bicep files referenced by another analyzed file — a linked template named by
// a literal path in a template (templateLink.relativePath, or 'nested/x.json' inside a URI
// expression) or a Bicep `module`/`import` — are analyzed through that file only, unless they
// have parameter files of their own or `linkedTemplates.standalone` is set. They are listed in
// `Discovery::linked`, so every file is accounted for.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/expr/deployment_context.hpp"
#include "engine/inputs/config.hpp"

namespace pf {
class ThreadCrew;  // engine/core/thread_crew.hpp
}  // namespace pf

namespace pf::inputs {

// Resources: exported resource data (PSRule's -InputPath data: Export-AzRuleData,
// Export-AzTemplateRuleData), checked as it is, with no expansion.
enum class UnitKind { Template, Bicep, BicepParams, Resources };
const char* unitKindName(UnitKind k);

// How a parameter file found what it parameterizes.
enum class LinkMethod { None, Metadata, Naming, ParameterNames, Using };
const char* linkMethodName(LinkMethod m);

// One deployment to expand and check.
struct AnalysisUnit {
  UnitKind kind = UnitKind::Template;
  // The template (.json/.jsonc) or Bicep file. For BicepParams: the `using` target when it is
  // a local file that exists, else empty (a registry or template spec reference, or `using none`).
  std::string source;
  std::string parameters;  // the JSON parameter file or the .bicepparam; empty: none
  LinkMethod link = LinkMethod::None;
  TargetScope scope = TargetScope::ResourceGroup;  // from the template's $schema (JSON templates)
  // Text read during discovery, in the SourceFiles table passed to discover() (0: not read).
  uint32_t sourceFile = 0;
  uint32_t parametersFile = 0;
  // Set when `source` is also deployed by another analyzed file (a linked template or module
  // analyzed on its own because it has parameter files or standalone analysis is on): findings
  // reached both ways are the same findings.
  std::string referencedBy;
  // A JSON template compiled from Bicep (metadata._generator): a repository that keeps both the
  // Bicep source and its compiled JSON (as the quickstart samples do) has the same deployment
  // twice; a report may prefer the Bicep unit.
  bool generatedByBicep = false;
  // True when the source uses Bicep (a .bicep source or a .bicepparam), i.e. needs compiling.
  bool needsBicep() const;
};

enum class SkipReason {
  NotArmJson,          // JSON that is neither a template nor a parameter file (info)
  InvalidJson,         // not readable as JSON and not recognisably ARM (info)
  Unreadable,          // could not be read, or too large (warning)
  UnlinkedParameters,  // a parameter file whose template cannot be found (warning)
  Excluded,            // a file named on the command line that the input patterns exclude (info)
  Disabled,            // a kind of file the configuration turns off (info)
  Refused,             // the file-access policy refuses it: a link leading outside the analysis root,
                       // a FIFO, device or socket, a link loop (warning)
};
const char* skipReasonName(SkipReason r);

struct SkippedFile {
  std::string path;
  SkipReason reason;
  std::string detail;  // e.g. the $schema found, or where the template was looked for
  Severity severity = Severity::Info;
};

// A template or Bicep file analyzed through the file that references it.
struct LinkedFile {
  std::string path;
  std::string parent;  // the referencing template or Bicep file
};

struct DiscoveryCounts {
  size_t templates = 0;       // JSON templates found
  size_t parameterFiles = 0;  // JSON parameter files found
  size_t linkedParameterFiles = 0;
  size_t bicepFiles = 0;
  size_t bicepParamFiles = 0;
  size_t resourceFiles = 0;   // exported resource data
  size_t excluded = 0;        // files and folders left out by patterns while walking
};

struct Discovery {
  std::string root;
  std::vector<AnalysisUnit> units;     // sorted by source, then parameters
  std::vector<LinkedFile> linked;      // sorted by path
  std::vector<SkippedFile> skipped;    // sorted by path
  DiscoveryCounts counts;
};

struct DiscoverOptions {
  // The repository root: metadata.template paths without "./" are taken from it, and links
  // may not leave it. Empty: the configuration's folder when a file was read, else the only
  // folder argument, else the current folder.
  std::string root;
  size_t maxFiles = 200000;  // candidate files (.json/.jsonc/.bicep/.bicepparam) before giving up
  // `--input-format resources`: every JSON file that is not a template or parameter file is
  // exported resource data (an array of resources, or one), Bicep files are left out. Otherwise
  // JSON that is an array of resources (each with a `Namespace/type` type and a resource id) is.
  bool resourceData = false;
  // Every file discovery reads (found files, .gitignore files, metadata.template and `using`
  // targets) goes through this policy; files it refuses are skipped (SkipReason::Refused).
  FileAccessPolicy access;
  // Threads reading and classifying the files found (the result does not depend on it).
  unsigned jobs = 1;
  // Where those threads come from: a crew's (kept for later phases), or new ones when null.
  ThreadCrew* crew = nullptr;
};

// Problems go to `diags` (INP0xx): a path that does not exist (INP001, error), an unreadable
// file or folder (INP002), a parameter file without template (INP003), a metadata.template
// that cannot be used (INP004), a link made by parameter names (INP005, info), too many files
// (INP006), a .bicepparam whose `using` file does not exist (INP007).
// Text of the JSON files that are templates or parameter files is kept in `files`.
Discovery discover(const std::vector<std::string>& paths, const Config& config, SourceFiles& files,
                   Diagnostics& diags, const DiscoverOptions& options = {});

}  // namespace pf::inputs
