#pragma once
// What emission of one file needs: its semantic model, the diagnostics sink, how modules
// and files referenced by the file are obtained, and the output shape.
#include <functional>
#include <map>
#include <set>
#include <string>

#include "engine/azuretypes/type_index.hpp"
#include "engine/bicep/semantics/model.hpp"
#include "engine/core/diagnostic.hpp"
#include "engine/core/result.hpp"
#include "engine/expr/ast.hpp"

namespace pf::bicep {

// A module compiled for inlining into its parent.
struct CompiledModule {
  bool ok = false;                    // false: not available (errors were reported)
  Value tmpl;                         // the nested template (with its own source positions)
  std::set<std::string> secureOutputs;  // outputs read through listOutputsWithSecureValues
  std::set<std::string> outputs;
  bool symbolicNames = false;         // the nested template uses languageVersion 2.0
  bool templateSpec = false;          // ts: reference: emitted as templateLink
  std::string templateSpecId;
};

// Files a compile-time function (loadTextContent, ...) reads, relative to the compiled file.
struct FileAccess {
  std::function<Result<std::string>(const std::string& path)> read;
  std::function<Result<std::vector<std::string>>(const std::string& dir)> list;  // file names (not recursive)
};

struct EmitContext {
  EmitContext(const SemanticModel& model, Diagnostics& d, std::string path, FileAccess fa)
      : m(model), diags(d), filePath(std::move(path)), files(std::move(fa)) {}
  const SemanticModel& m;
  Diagnostics& diags;
  bool symbolic = false;      // languageVersion 2.0 (symbolic names)
  // Enabled experimental features that need an experimental ARM language version, by the names
  // Bicep lists in `_EXPERIMENTAL_FEATURES_ENABLED`; non-empty: "2.1-experimental", or
  // "2.2-experimental" when `experimentalV22` (local deploy, extensions).
  std::vector<std::string> experimentalFeatures;
  bool experimentalV22 = false;
  // Extensibility v2 (the moduleExtensionConfigs feature): the template's `extensions` section,
  // "extension" on resources and modules' `extensionConfigs`, instead of `imports`/"import".
  bool extensionsV2 = false;
  std::string filePath;       // of the compiled file, for resolving relative paths
  std::function<const CompiledModule*(const ModuleInfo&)> module;
  FileAccess files;
  bool loadBudgetReported = false;  // BCPPF11, said once per file
  // Bicep's Azure type index (resource-derived types); null: the embedded one.
  const azuretypes::TypeIndex* typeIndex = nullptr;
  const azuretypes::TypeIndex& types() const { return typeIndex ? *typeIndex : azuretypes::TypeIndex::builtin(); }
  // .bicepparam files: parameters and variables are inlined into each other's values, and
  // externalInput(...) calls are replaced by what this callback returns.
  bool paramsFile = false;
  std::function<Expr(const Node& call)> externalInput;
  // readEnvironmentVariable() (.bicepparam): the variables that may be read (see
  // CompileOptions::allowedEnvironment), how many values were read so far (a value that
  // needed one is secure), and the calls already noted as not read (BCPPF05 once per call).
  const std::set<std::string>* allowedEnvironment = nullptr;
  size_t environmentReads = 0;
  std::set<const Node*> environmentNoted;

  // Compile-time imports. In an imported file, declarations may be emitted under other names
  // ("_2.bar" for what an imported symbol needs). Symbols this file imports (by name or through
  // a wildcard) are emitted under the name importedName gives: `original` from the source of
  // import declaration `importDecl` (see imports.hpp).
  std::map<const Decl*, std::string> renames;
  std::map<std::string, std::string> copyRenames;  // variable copy loops, by original name
  std::function<std::string(size_t importDecl, const std::string& original)> importedName;
  std::set<const Decl*> missingNameReported;       // BCP035 once per resource, not once per child name
  // Compile-time load* calls emitted as variables `$fxv#N` (N = the index here), as Bicep writes
  // them: loadJsonContent, loadYamlContent and loadDirectoryFileInfo always, loadTextContent and
  // loadFileAsBase64 unless they are a variable's whole value (see function_variables.hpp).
  std::vector<const Node*> functionVariables;
  // Inlined values (variables that read runtime values, everything in a .bicepparam file) are
  // copied where they are used, so values that each use the one before twice double at every
  // step. Nodes converted inside an inlined value count against one budget per file; past it
  // nothing more is inlined (BCPPF10, once), instead of the compile running without end.
  struct InlineBudget {
    static constexpr size_t kLimit = 500'000;  // 150 times the most an AVM module or quickstart file spends
    size_t depth = 0;  // inlined values being converted, one inside another
    size_t spent = 0;
    bool reported = false;
    void charge() {
      if (depth) ++spent;
    }
    bool exhausted() const { return spent > kLimit; }
  } inlining;
  // Marks the conversion of one inlined value (see InlineBudget).
  struct InlineScope {
    InlineBudget& b;
    explicit InlineScope(InlineBudget& budget) : b(budget) { ++b.depth; }
    ~InlineScope() { --b.depth; }
    InlineScope(const InlineScope&) = delete;
    InlineScope& operator=(const InlineScope&) = delete;
  };
  std::map<const Node*, size_t> functionVariableIndex;
  struct Imported {
    Object definitions, variables, functions;
    Array variableCopies;
    bool empty() const { return definitions.empty() && variables.empty() && functions.empty() && variableCopies.empty(); }
  } imported;
  const std::string& nameOf(const Decl* d) const {
    auto it = renames.find(d);
    return it == renames.end() ? d->name : it->second;
  }
  std::string wildcardName(size_t importDecl, const std::string& member) const {
    return importedName ? importedName(importDecl, member) : member;
  }
  // The emitted name of the symbol an ImportedSymbol binding names.
  std::string importedSymbolName(size_t importedSymbol) const {
    const ImportedSymbolInfo& info = m.importedSymbols[importedSymbol];
    return importedName ? importedName(info.importDecl, info.originalName) : info.localName;
  }
};

}  // namespace pf::bicep
