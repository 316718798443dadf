#pragma once
// What emission of one file needs: its semantic model, the diagnostics sink, how modules
// and files referenced by the file are obtained, and the output shape.
#include <functional>
#include <map>
#include <set>
#include <string>

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
  std::string filePath;       // of the compiled file, for resolving relative paths
  std::function<const CompiledModule*(const ModuleInfo&)> module;
  FileAccess files;
  // .bicepparam files: parameters and variables are inlined into each other's values, and
  // externalInput(...) calls are replaced by what this callback returns.
  bool paramsFile = false;
  std::function<Expr(const Node& call)> externalInput;

  // Compile-time imports. In an imported file, declarations may be emitted under other names
  // ("_2.bar" for what an imported symbol needs); in the importing file, `ns.x` of a wildcard
  // import uses the number of its source file.
  std::map<const Decl*, std::string> renames;
  std::map<std::string, std::string> copyRenames;  // variable copy loops, by original name
  std::map<size_t, int> importNumbers;             // import declaration index → N of "_N."
  std::set<const Decl*> missingNameReported;       // BCP035 once per resource, not once per child name
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
    auto it = importNumbers.find(importDecl);
    return it == importNumbers.end() ? member : "_" + std::to_string(it->second) + "." + member;
  }
};

}  // namespace pf::bicep
