#pragma once
// Internal to the compiler: the set of files one compilation reads (the root, its modules,
// imported files), each parsed and bound once, and compiled modules cached by path.
#include <map>
#include <memory>
#include <set>

#include "engine/bicep/compiler.hpp"
#include "engine/bicep/emit/imports.hpp"
#include "engine/bicep/features.hpp"
#include "engine/bicep/module_cache.hpp"
#include "engine/bicep/semantics/model.hpp"

namespace pf::bicep {

// How many .bicepparam files may extend each other in a chain (Bicep names no limit; this keeps
// the recursion bounded).
inline constexpr size_t kMaxExtendsDepth = 32;

struct FileUnit {
  std::string path;
  uint32_t fileId = 0;
  std::unique_ptr<SourceText> src;
  ParseResult parsed;
  std::unique_ptr<SemanticModel> model;
  Diagnostics diags;
  bool acyclic = true;
};

class Workspace {
 public:
  Workspace(SourceFiles& files, const CompileOptions& options)
      : files_(files), options_(options), features_(options.experimentalFeatures) {}

  CompileResult compileRoot(const std::string& path, std::string text);
  const azuretypes::TypeIndex& typeIndex() const {
    return options_.typeIndex ? *options_.typeIndex : azuretypes::TypeIndex::builtin();
  }
  ParamsResult compileParams(const std::string& path, std::string text);

 private:
  FileUnit& load(const std::string& path, std::string text, FileKind kind);
  std::unique_ptr<FileUnit> loadUnit(const std::string& path, std::string text, FileKind kind);
  // A Bicep file imported from, loaded here or taken from the run's ImportCache.
  std::shared_ptr<const FileUnit> loadImported(const std::string& path, std::string text);
  const CompiledModule* module(const FileUnit& parent, const ModuleInfo& mod, Diagnostics& diags);
  // `written`: the reference as the declaration wrote it, for messages.
  CompiledModule compileModuleFile(const std::string& path, const std::string& written, Loc at, Diagnostics& diags);
  // What CompileOptions::resolveModule supplies for a target (nullopt: not its business).
  std::optional<CompiledModule> supplied(const ModuleRequest& req, Diagnostics& diags);
  // The diagnostic for a declaration whose target is unavailable.
  Diagnostic unavailable(const std::string& target, const std::string& reference, Loc at) const;
  Value compileUnit(FileUnit& unit, Diagnostics& diags, bool root);
  void applyPragmas(const FileUnit& unit, Diagnostics& diags) const;
  // The sources of `unit`'s import declarations; problems reading them go to `diags`.
  std::vector<const ImportSource*> importSources(const FileUnit& unit, Diagnostics& diags);

  SourceFiles& files_;
  const CompileOptions& options_;
  FeatureSet features_;
  std::vector<std::unique_ptr<FileUnit>> units_;  // owned for the whole compilation
  // Modules nest at most kMaxDeploymentDepth levels below the root; checked as they are met, so
  // that a chain of thousands of modules is a diagnostic rather than a recursion that deep.
  struct Frame {
    std::string path;
    std::vector<std::string> deepest;  // the longest chain of modules below this file
  };
  // The module `target` declared at `at` (in the file of the last frame) whose longest chain of
  // modules, itself first, is `chain`: false (reported once per declaration) when it goes too deep.
  bool withinDepth(const std::vector<std::string>& chain, const std::string& key, Loc at, Diagnostics& diags);
  std::vector<std::string> extending_;  // .bicepparam files whose `extends` base is being compiled
  std::vector<Frame> frames_;                               // files being compiled, the root first
  std::map<std::string, std::vector<std::string>> chains_;  // compiled module → its longest chain, itself first

  std::map<std::string, CompiledModule> modules_;
  std::set<std::string> inProgress_;
  std::set<std::string> reported_;  // module declarations already diagnosed
  std::map<std::string, Error> refused_;  // targets the resolver refused, reported at each declaration
  Diagnostics all_;                  // diagnostics of module files, in compile order
  std::map<std::string, std::unique_ptr<ImportSource>> imports_;  // files imported from, by path
  // A Bicep file imported from: the unit (shared with other compilations, never changed) and
  // this compilation's copy of its diagnostics, with what compiling against it adds.
  struct ImportedFile {
    std::shared_ptr<const FileUnit> unit;
    Diagnostics diags;
  };
  std::vector<std::unique_ptr<ImportedFile>> imported_;
  // Reads of the modules being compiled for the module cache (innermost last); each read the
  // emitter makes is added to all of them.
  std::vector<std::vector<ModuleCache::Read>*> recordings_;
  FileAccess fileAccess();
  static constexpr size_t kMaxLoadedBytes = 16u * 1024 * 1024;  // four times a deployable template
  size_t loadedBytes_ = 0;  // what the compile-time functions of this compilation read
  // A Bicep module's compilation; with a module cache, a leaf (no module, no import) is taken from
  // it or compiled and stored there.
  CompiledModule compileBicepModule(const std::string& path, std::string text);
  friend class ParamsCompiler;
};

}  // namespace pf::bicep
