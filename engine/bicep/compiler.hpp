#pragma once
// The native Bicep compiler's public API: Bicep (and .bicepparam) → ARM JSON as pf::Value
// trees whose source positions are the Bicep spans that produced them, through modules.
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/azuretypes/type_index.hpp"
#include "engine/bicep/emit/context.hpp"
#include "engine/core/diagnostic.hpp"
#include "engine/core/result.hpp"
#include "engine/core/source.hpp"
#include "engine/core/value.hpp"

namespace pf::bicep {

class ModuleCache;
class ImportCache;

// A module's target (or the target of a .bicepparam file's `using`), offered to
// CompileOptions::resolveModule before the compiler reads it.
struct ModuleRequest {
  std::string reference;  // as written: a relative path, or a br:/br/<alias>:/ts:/ts/<alias>: reference
  std::string path;       // the file a local reference resolves to; empty for a registry reference
  std::string fromFile;   // the file holding the declaration
  Loc at;                 // the declaration's path string
};

// A module template supplied by the caller instead of the compiler's own handling.
struct SuppliedModule {
  Value tmpl;                  // the ARM template to inline
  // A registry reference with its alias expanded ("br:mcr.microsoft.com/bicep/..."), as Bicep
  // names an import's source template; empty: the reference as written.
  std::string canonicalReference;
  std::string templateSpecId;  // when set, emitted as templateLink.id (a ts: module); tmpl then only names outputs
};

// nullopt: the compiler handles the target itself (local files are compiled natively, registry
// references are reported as unavailable, BCP190). A template: used as the module's template.
// An error: reported, with its code and message, at every declaration of that target; the module
// is unavailable. `diags` takes anything else the resolver has to say (e.g. at info level).
using ModuleResolver = std::function<std::optional<Result<SuppliedModule>>(const ModuleRequest&, Diagnostics& diags)>;

// An `extension` declaration the compiler asks about, offered to CompileOptions::resolveExtension.
struct ExtensionRequest {
  std::string reference;  // `extension '<reference>'`: as written ("br:...:<version>", "br/<alias>:...")
  std::string name;       // `extension <name>`: a name bicepconfig.json's `extensions` may define
  std::string fromFile;   // the file holding the declaration
  Loc at;
};

// What the caller knows about an extension: its package from the local registry cache.
struct SuppliedExtension {
  std::string reference;  // the registry reference with aliases expanded, when it is one
  bool typed = false;     // the package was read: name, version and types below come from it
  std::string name, version;
  std::vector<std::string> resourceTypes;  // "Type@version" as the package lists them
  std::vector<ExtensionConfigField> config;
  std::string unavailable;  // !typed: why the package could not be read (for the note)
};

// nullopt: not the resolver's business (an unknown name). An error: reported at the declaration.
using ExtensionResolver =
    std::function<std::optional<Result<SuppliedExtension>>(const ExtensionRequest&, Diagnostics& diags)>;

struct CompileOptions {
  // Emit languageVersion 2.0 (symbolic names) even when Bicep would not need it, like
  // Bicep's symbolicNameCodegen feature.
  bool forceSymbolicNames = false;
  // How files are read (modules, load* functions); empty members use the real file system.
  FileAccess files;
  // Lets the caller load registry modules and apply each module's own bicepconfig.json
  // (a pinned Bicep release); unset: every module is the compiler's business.
  ModuleResolver resolveModule;
  // Reads extension packages (types, name, version) and bicepconfig.json `extensions` names;
  // unset: registry extensions are untyped, named after their reference (BCPPF09 note).
  ExtensionResolver resolveExtension;
  // Experimental features enabled in bicepconfig.json (`experimentalFeaturesEnabled`), by name:
  // e.g. "userDefinedConstraints" makes @validate() available. Local modules use the same set.
  std::set<std::string> experimentalFeatures;
  // Bicep's Azure type index (type spellings, resource-derived types); null: the embedded one.
  const azuretypes::TypeIndex* typeIndex = nullptr;
  // Environment variables a .bicepparam file may read with readEnvironmentVariable() (names,
  // case-sensitive). Any other variable is not read: the call gives its default, or a value
  // unknown until deployment (an external input, with a BCPPF05 note). Values read are secure:
  // the parameter values they reach come flagged (Value::secret).
  std::set<std::string> allowedEnvironment;
  // Compiled modules shared by the compilations of a run (module_cache.hpp); null: none. It must
  // belong to the SourceFiles table the compilation is given.
  ModuleCache* moduleCache = nullptr;
  // Bicep files imported from, loaded once for the compilations of a run (import_cache.hpp);
  // null: each compilation loads its own. It must belong to the same SourceFiles table.
  ImportCache* importCache = nullptr;
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

// What a file refers to by a plain path: each `module` declaration (and a .bicepparam file's
// `using`), found by parsing alone. For callers that compile the file another way (the Bicep
// CLI) but still check its modules. `text` is file `fileId` of the SourceFiles table.
struct ModuleDeclaration {
  std::string reference;  // as written
  Loc at;                 // the path string
};
std::vector<ModuleDeclaration> moduleDeclarations(uint32_t fileId, std::string_view text, bool paramsFile);

// Every file a compiler would read for this file, found by parsing alone: `module`, `import`,
// `using`, `extends` and `test` targets, and the first argument of the load* functions. For
// callers that let another compiler (the Bicep CLI) read them and must check them first.
struct FileReference {
  std::string what;       // "module", "import", "using", "extends", "test", or the function's name
  std::string reference;  // as written; empty when not a plain string literal
  bool literal = true;    // false: computed (a variable or an interpolation), so it cannot be checked here
  bool directory = false; // loadDirectoryFileInfo
  Loc at;
};
std::vector<FileReference> referencedFiles(uint32_t fileId, std::string_view text, bool paramsFile);

}  // namespace pf::bicep
