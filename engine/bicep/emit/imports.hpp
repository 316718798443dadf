#pragma once
// Compile-time imports (`import {a, b as c} from 'x.bicep'`, `import * as ns from ...`):
// the imported declarations and everything they refer to are copied into the importing
// template, under their local names or "_N.name" (N numbers the source files), with
// metadata.__bicep_imported_from! on types and functions.
#include <optional>
#include <vector>

#include "engine/bicep/emit/context.hpp"

namespace pf::bicep {

struct ImportSource {
  std::string asWritten;               // the path in the import statement (sourceTemplate)
  std::string resolved;                // the file it names
  const SemanticModel* model = nullptr;  // a Bicep file
  Diagnostics* diags = nullptr;          // where problems with a Bicep source go
  std::optional<Value> json;             // an ARM JSON template
};

// `sources[i]` is the source of the i-th import declaration of `root.m` (null when it could
// not be read). Fills root.imported and root.importNumbers.
void buildImportClosure(EmitContext& root, const std::vector<const ImportSource*>& sources);

}  // namespace pf::bicep
