#pragma once
// Compile-time imports (`import {a, b as c} from 'x.bicep'`, `import * as ns from ...`): the
// imported declarations and everything they refer to, through the files those import in turn,
// are copied into the importing template. Names imported directly keep their local names; every
// other copied symbol is "_N.name", where N numbers (from 1, in the order of their source
// templates' names) the source files that have such symbols. Functions named "_N.f" live in
// namespace "_N". Types and functions carry metadata.__bicep_imported_from! (sourceTemplate: the
// file relative to the importing file, or the registry reference with its alias expanded).
#include <functional>
#include <optional>
#include <vector>

#include "engine/bicep/emit/context.hpp"

namespace pf::bicep {

struct ImportSource {
  std::string asWritten;               // the reference as written; for registry modules, fully qualified
  std::string resolved;                // the file it names (a registry reference: as written)
  const SemanticModel* model = nullptr;  // a Bicep file
  Diagnostics* diags = nullptr;          // where problems with a Bicep source go
  std::optional<Value> json;             // an ARM JSON template
  // A Bicep file's own import declarations' sources, like `sources` below (called at most once).
  std::function<std::vector<const ImportSource*>()> imports;
};

// `sources[i]` is the source of the i-th import declaration of `root.m` (null when it could
// not be read). Fills root.imported and root.importedName.
void buildImportClosure(EmitContext& root, const std::vector<const ImportSource*>& sources);

// The namespace and member an emitted function name calls: "_2.f" → ("_2", "f"), "g" → ("__bicep", "g").
std::pair<std::string, std::string> functionNamespace(const std::string& emitted);

}  // namespace pf::bicep
