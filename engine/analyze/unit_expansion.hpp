#pragma once
// One analysis unit (a template or Bicep file with at most one parameter file) from source to
// Expansion: read or compile, model, expand. Sources shared by several units (a template with
// three parameter files) are read and compiled once, through a LoadedSources cache the caller owns.
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "engine/compile/bicep_compile.hpp"
#include "engine/core/timings.hpp"
#include "engine/expand/expand.hpp"
#include "engine/inputs/discover.hpp"
#include "engine/template/parameter_file.hpp"
#include "engine/template/template.hpp"

namespace pf::analyze {

// A template read (or compiled from Bicep) and modelled, with what reading it reported.
struct LoadedTemplate {
  std::optional<Value> root;  // keeps the JSON alive: Template refers into it
  std::optional<Template> tpl;
  Diagnostics diagnostics;
};

// Read-once cache of templates by path. Not shared between threads.
struct LoadedSources {
  std::map<std::string, std::shared_ptr<const LoadedTemplate>> templates;
  // Expressions parsed by this thread's expansions, kept for the next units (made on first use).
  std::unique_ptr<ExpressionCache> expressions;
};

struct UnitServices {
  const FunctionRegistry& functions;
  SourceFiles& files;
  compile::CompileContext& bicep;  // shared between threads (it is safe to)
  const RuntimeModel* runtime;
  const ExpandOptions& expand;
  const DeploymentContext& context;
};

struct UnitExpansion {
  // Problems reading, compiling or modelling the template and parameter file (JSON0xx, TPL0xx,
  // PAR0xx, Bicep codes). Shared template problems are repeated for each unit; the report
  // de-duplicates them.
  Diagnostics loadDiagnostics;
  std::optional<Expansion> expansion;  // absent when the unit could not be loaded
  std::string skipReason;              // why, when absent
  std::string parameterPath;           // the parameter file or .bicepparam ("" when none)
};

// `timings` (when not null) receives the time spent reading JSON, compiling Bicep and expanding.
UnitExpansion expandUnit(const inputs::AnalysisUnit& unit, const UnitServices& services, LoadedSources& cache,
                         Timings* timings = nullptr);

}  // namespace pf::analyze
