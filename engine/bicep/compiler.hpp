#pragma once
// The native Bicep compiler's public API: Bicep (and .bicepparam) → ARM JSON as pf::Value
// trees whose source positions are the Bicep spans that produced them, through modules.
#include <optional>
#include <string>

#include "engine/bicep/emit/context.hpp"
#include "engine/core/diagnostic.hpp"
#include "engine/core/source.hpp"
#include "engine/core/value.hpp"

namespace pf::bicep {

struct CompileOptions {
  // Emit languageVersion 2.0 (symbolic names) even when Bicep would not need it, like
  // Bicep's symbolicNameCodegen feature.
  bool forceSymbolicNames = false;
  // How files are read (modules, load* functions); empty members use the real file system.
  FileAccess files;
};

struct CompileResult {
  std::optional<Value> tmpl;  // the ARM template (present unless the file could not be read)
  Diagnostics diagnostics;    // positions refer to the SourceFiles table passed in
  uint32_t fileId = 0;
  bool ok() const { return tmpl.has_value() && !diagnostics.hasErrors(); }
};

// Compile a .bicep file (and the modules it uses, relative to it).
CompileResult compileBicepFile(const std::string& path, SourceFiles& files, const CompileOptions& options = {});
// Compile Bicep text as if read from `path` (modules resolve relative to it).
CompileResult compileBicepText(const std::string& path, std::string text, SourceFiles& files,
                               const CompileOptions& options = {});

struct ParamsResult {
  std::optional<Value> parameters;  // deploymentParameters.json shape
  std::optional<Value> tmpl;        // the template of the `using` file (absent for `using none`)
  Diagnostics diagnostics;
  uint32_t fileId = 0;
  bool ok() const { return parameters.has_value() && !diagnostics.hasErrors(); }
};

// Compile a .bicepparam file: its parameter values and the template it uses.
ParamsResult compileParamsFile(const std::string& path, SourceFiles& files, const CompileOptions& options = {});
ParamsResult compileParamsText(const std::string& path, std::string text, SourceFiles& files,
                               const CompileOptions& options = {});

}  // namespace pf::bicep
