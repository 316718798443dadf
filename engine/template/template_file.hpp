#pragma once
// Reading template and parameter files from disk into the model.
#include <optional>
#include <string>

#include "engine/core/diagnostic.hpp"
#include "engine/template/parameter_file.hpp"
#include "engine/template/template.hpp"

namespace pf {

// Read, parse and model a template file; the text is kept in `files`. Problems go to `diags`.
std::optional<Template> readTemplateFile(const std::string& path, SourceFiles& files, Diagnostics& diags);
std::optional<ParameterFile> readParameterFile(const std::string& path, SourceFiles& files, Diagnostics& diags);

// The template a parameter file belongs to: metadata.template when given, else by naming
// convention beside it. Empty when none exists.
std::string findTemplateForParameters(const std::string& parameterPath, const ParameterFile& pf);

}  // namespace pf
