#pragma once
// PSRule's `include.module` for a repository: PowerShell's module path is not searched (it lies
// outside the repository and holds PowerShell), but a rule module kept in the repository is found
// and loaded as that module, as a pipeline that adds its folder to PSModulePath makes PSRule load
// it: a folder named `Name` holding `Name.psd1` (or `<version>/Name.psd1`), within four levels of
// the repository root, outside hidden folders (`.git`, `.ps-rule`, whose files are local rules).
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/inputs/config.hpp"

namespace pf::analyze {

struct RuleModule {
  std::string name;    // as include.module names it
  std::string folder;  // the folder holding its manifest
};

// The modules of `config.rules.modules` found under `roots`, in the order named; `builtin` (the
// built-in pack's name, when it is loaded) needs no folder. Each module named but not found is a
// CFG005 warning at its line.
std::vector<RuleModule> findRuleModules(const inputs::Config& config, const std::vector<std::string>& roots,
                                        bool builtinLoaded, const FileAccessPolicy& access, Diagnostics& diags);

}  // namespace pf::analyze
