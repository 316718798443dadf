#pragma once
// preflight.yaml: what `preflight analyze` reads before it looks at any template.
// The file format (preflight's own keys and the PSRule option names it accepts) is described
// in README.md, "Configuration (preflight.yaml)". Relative paths in the file (rule paths,
// output files, artifact folders) are resolved against the folder that holds it
// (`Config::baseDir`) when read; input patterns stay as written (they are relative to baseDir).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"

namespace pf::inputs {

// A pattern as written in the file, with where it was written.
struct PatternEntry {
  std::string pattern;
  Loc loc;
};

struct InputSettings {
  std::vector<PatternEntry> include;  // when not empty, only files matching one of these are analyzed
  std::vector<PatternEntry> exclude;  // gitignore-style; PSRule's input.pathIgnore
  bool gitignore = true;              // honour .gitignore files found while walking
  bool ignoreGitPath = true;          // never enter .git folders (PSRule input.ignoreGitPath)
  bool parameterFiles = true;         // link parameter files (PSRule AZURE_PARAMETER_FILE_EXPANSION)
  // Templates only reached as linked templates or Bicep modules of other analyzed files are
  // normally analyzed through those files only; true also analyzes them on their own.
  bool analyzeLinkedTemplates = false;
};

enum class RuleLevel { Error, Warning, Information };
const char* ruleLevelName(RuleLevel l);

struct LevelOverride {
  std::string rule;  // name, reference id or glob
  RuleLevel level;
  Loc loc;
};

struct RuleSettings {
  std::vector<PatternEntry> include;  // names/ids (`*` and `?` wildcards); empty: every rule
  std::vector<PatternEntry> exclude;
  Object tags;                        // tag → string or list of strings (any one value matches)
  Object labels;                      // label → value, list of values or '*' (PSRule rule.labels)
  std::vector<std::string> paths;     // extra rule files/folders, resolved against baseDir
  std::vector<Loc> pathLocs;          // where each of `paths` is written
  std::string baseline;               // the Baseline to use (`@group` names a baseline group)
  Loc baselineLoc;
  Object baselineGroups;              // PSRule baseline.group: group name → baseline name
  // PSRule rule.includeLocal: local rules (repository rule folders, rule paths) run beside the
  // filters; unset: yes unless a baseline is named.
  std::optional<bool> includeLocal;
  std::vector<LevelOverride> levels;  // in file order; the last matching one wins
  // PSRule include.module: rule modules asked for, with where (a module not loaded is said).
  std::vector<PatternEntry> modules;
};

// PSRule's binding options (`binding:`): how a target's name, type and custom fields are read.
struct BindingSettings {
  std::vector<std::string> targetName;
  std::vector<std::string> targetType;
  std::vector<std::pair<std::string, std::vector<std::string>>> fields;
  std::optional<bool> preferTargetInfo;
  std::optional<bool> ignoreCase;
};

struct Suppression {
  std::string rule;                    // name, reference id or glob
  std::vector<std::string> resources;  // resource names or ids, or globs; empty: every resource
  std::string justification;
  std::string expires;                 // YYYY-MM-DD (the last day it applies); empty: never
  Loc loc;
  // True when `today` (YYYY-MM-DD) is after `expires`.
  bool expiredOn(std::string_view today) const { return !expires.empty() && today > expires; }
};

struct OutputTarget {
  std::string format;  // text, json, sarif, junit, markdown
  std::string path;    // empty: standard output; else resolved against baseDir
  Loc loc;
};

struct OutputSettings {
  std::vector<OutputTarget> targets;  // empty: text on standard output
  std::string failOn = "error";       // error, warning, note, none
  bool sarifAll = false;              // SARIF also lists passes and inconclusive results
};

// Bicep: the compiler policy and timeout mirror the toolchain's --bicep-cli/--bicep-timeout.
struct BicepSettings {
  std::string cli = "auto";            // never, auto, always
  std::optional<int> timeoutSeconds;   // unset: the toolchain's default
  bool files = true;                   // analyze .bicep entry files (PSRule AZURE_BICEP_FILE_EXPANSION)
  bool paramsFiles = true;             // analyze .bicepparam files (AZURE_BICEP_PARAMS_FILE_EXPANSION)
};

// URL prefix → local folder, for linked templates built from _artifactsLocation.
struct ArtifactMapping {
  std::string url;
  std::string dir;  // resolved against baseDir
  Loc loc;
};

// `policy:` Azure Policy offline (README, "Azure Policy").
struct PolicySettings {
  // Definitions, initiatives, assignments and exemptions: JSON files or folders (resolved
  // against baseDir). Inside the analyzed repository they are read under its confinement.
  std::vector<std::string> paths;
  std::vector<Loc> pathLocs;
  std::vector<std::string> aliases;  // `az provider list --expand resourceTypes/aliases` files
  bool assignAll = false;            // assign the definitions no assignment names, at the analysis scope
};

struct Config {
  std::string path;     // the file read (preflight.yaml over ps-rule.yaml: preflight.yaml); empty when defaults
  std::string baseDir;  // folder relative paths are taken from
  // PSRule's options file when `path` was read over it (they lie in the same folder); empty otherwise.
  std::string underlying;
  // Deployment context overrides in the form applyContextOverrides() takes (flat keys and
  // PSRule's AZURE_* objects), merged from `context:` and `configuration:`.
  Value context = Value::emptyObject();
  Object parameterDefaults;  // parameter name → value (also PSRule AZURE_PARAMETER_DEFAULTS)
  InputSettings input;
  RuleSettings rules;
  std::vector<Suppression> suppressions;
  OutputSettings output;
  BindingSettings binding;
  BicepSettings bicep;
  std::vector<ArtifactMapping> artifacts;
  PolicySettings policy;
  // `allowRead:` folders (resolved against baseDir) that analyzed files may read from besides the
  // analysis root; honoured only when this file lies outside the analyzed repository (README,
  // "Security"): a pull request must not be able to widen what it can read.
  std::vector<PatternEntry> allowRead;
  // `input.maxFileSize` in MB: files larger than this are not read (default: 64 MB).
  std::optional<size_t> maxFileMegabytes;
  // `allowEnv:` environment variables readEnvironmentVariable() in .bicepparam files may read,
  // besides --allow-env; honoured only in a configuration file outside the analyzed repository,
  // as allowRead is (a pull request must not be able to read the runner's environment).
  std::vector<PatternEntry> allowEnv;
  // Every entry of `configuration:` as written, for rules that read configuration values
  // (PSRule's $Configuration), including the AZURE_* options interpreted above.
  Object ruleConfiguration;

  // The default context with this file's overrides applied (their problems were reported
  // when the file was read).
  DeploymentContext deploymentContext() const;
};

// The configuration file at `root`: preflight.yaml, else preflight.yml; empty when neither.
std::string findConfigFile(const std::string& root);

// The configuration files in one folder: preflight's own and PSRule's options file (ps-rule.yaml,
// ps-rule.yml, psrule.yaml or psrule.yml, as PSRule looks for them).
struct ConfigFiles {
  std::string preflight;
  std::string psrule;
  bool empty() const { return preflight.empty() && psrule.empty(); }
};
ConfigFiles findConfigFiles(const std::string& folder);

// Reads a configuration file (one YAML document; JSON works too). Problems go to `diags`:
// YAML0xx for the text, CFG0xx for the settings (an unknown key is CFG001 naming it, with its
// line). Settings that are wrong are left at their defaults; the rest still apply.
// `access` decides whether the file may be read (a preflight.yaml found in the analyzed
// repository that is a link leading outside it is refused, IO010).
Config loadConfigFile(const std::string& path, SourceFiles& files, Diagnostics& diags,
                      const FileAccessPolicy& access = FileAccessPolicy(), const Config* under = nullptr);

// Both files of a folder: ps-rule.yaml is read first and preflight.yaml over it, so that where
// both set the same thing preflight.yaml wins (a list it sets replaces ps-rule.yaml's, except
// input exclusions, rule paths, suppressions and artifact locations, which add up). Either may be
// missing. An option that has no effect is said once (CFG005), however many files hold it.
Config loadConfigFiles(const ConfigFiles& found, SourceFiles& files, Diagnostics& diags,
                       const FileAccessPolicy& access = FileAccessPolicy());

// The same from text already read (`fileId` in `files`, for positions). With `under`, the file
// is read over that configuration (see loadConfigFiles).
Config parseConfig(std::string_view text, uint32_t fileId, const std::string& path, Diagnostics& diags,
                   const Config* under = nullptr);

// The same from a parsed document.
Config readConfig(const Value& root, const std::string& path, Diagnostics& diags, const Config* under = nullptr);

}  // namespace pf::inputs
