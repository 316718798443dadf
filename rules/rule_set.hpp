#pragma once
// Loading PSRule-compatible rule files into an immutable, compiled rule set.
//
// Files: `*.Rule.yaml` / `*.Rule.yml` (multi-document YAML) and `*.Rule.json` / `*.Rule.jsonc`
// (an array of documents), apiVersion github.com/microsoft/PSRule/v1 or .../2025-01-01,
// kinds Rule, Selector, Baseline and ModuleConfig. Every condition is compiled once (object
// paths parsed, regular expressions compiled with RE2); a RuleSet is then shared read-only,
// also between threads.
//
// Rule modules: as in PSRule, rules and baselines belong to a module or are local (the files of
// a rule path). The caller says which module a path or text belongs to (the built-in pack, a
// module named by include.module). A ModuleConfig named after its module sets the module's
// binding, configuration defaults and default baseline; elsewhere it is ignored (said, RULE022),
// as PSRule ignores it.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/source.hpp"
#include "rules/rule_result.hpp"

namespace pf::rules {

namespace detail {
struct Catalog;
}

class RuleSet {
 public:
  RuleSet();
  // Every rule in load order.
  std::vector<std::shared_ptr<const RuleInfo>> rules() const;
  size_t size() const;
  // By name, reference or alias (case-insensitive); null when absent.
  std::shared_ptr<const RuleInfo> findRule(std::string_view nameOrRef) const;
  std::vector<std::string> selectorNames() const;
  std::vector<std::string> baselineNames() const;
  // Modules with rules in the set.
  std::vector<std::string> moduleNames() const;

  const detail::Catalog& catalog() const { return *catalog_; }

 private:
  friend class RuleSetBuilder;
  std::shared_ptr<const detail::Catalog> catalog_;
};

// Collects rule files, then builds the set. Problems are reported to `diags` with file, line
// and column (code RULE0xx) and the offending document is left out; the rest still loads.
class RuleSetBuilder {
 public:
  RuleSetBuilder(SourceFiles& files, Diagnostics& diags);
  ~RuleSetBuilder();
  RuleSetBuilder(const RuleSetBuilder&) = delete;
  RuleSetBuilder& operator=(const RuleSetBuilder&) = delete;

  // A rule file, or a folder searched recursively for rule files (sorted by path), each read
  // through `access` (a rule path named by a repository's configuration is confined to it), as
  // files of `module` (empty: local). PowerShell rule files met on the way are said not to run
  // (RULE022).
  void addPath(const std::string& path, const FileAccessPolicy& access = FileAccessPolicy(),
               const std::string& module = "");
  // The contents of one file of `module` (empty: local); the extension of `path` chooses YAML or JSON.
  void addText(std::string path, std::string text, const std::string& module = "");
  // The same for a YAML file whose documents were read ahead of time (packed_documents.hpp):
  // `packed` holds them, and `text` is kept for positions. Bytes that do not unpack are ignored
  // and the text is read instead. Packs are the built-in rules': their regular expressions are
  // taken as valid (a test compiles them from the YAML) and compiled when first searched.
  void addPacked(std::string path, std::string text, std::string_view packed, const std::string& module = "");
  // Says that a PowerShell rule file (`*.Rule.ps1`) found on a rule path does not run (RULE022).
  void noteScriptFile(const std::string& path);
  // Resolves selector references (`with`) and baseline contents; reports duplicates.
  RuleSet build();

 private:
  void readFile(const std::string& path, const FileAccessPolicy& access, const std::string& module);
  void addYaml(uint32_t fileId, const std::string& module);

  SourceFiles& files_;
  Diagnostics& diags_;
  std::unique_ptr<detail::Catalog> catalog_;
};

// Convenience: load every path and build.
RuleSet loadRules(const std::vector<std::string>& paths, SourceFiles& files, Diagnostics& diags);

// True for names PSRule treats as rule files (*.Rule.yaml|yml|json|jsonc, case-insensitive).
bool isRuleFileName(std::string_view fileName);
// True for PSRule's PowerShell rule files (*.Rule.ps1), which preflight cannot run.
bool isScriptRuleFileName(std::string_view fileName);


}  // namespace pf::rules
