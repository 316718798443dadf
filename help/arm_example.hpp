#pragma once
// A rule's Azure template example: its Bicep example compiled by the native compiler.
#include <string>
#include <string_view>

#include "engine/bicep/compiler.hpp"
#include "engine/core/result.hpp"
#include "rules/rule_help.hpp"

namespace pf::help {

// The ARM JSON (indented by two spaces) of `bicep`, without the generator metadata (which names
// the preflight version); an error names the example's first compile error and its line. The
// example reads only `files` (its modules; a bicepconfig.json's experimental features apply).
// How an example compiles: it reads only `files` (kept alive by the caller), with the
// experimental features of a bicepconfig.json among them.
bicep::CompileOptions exampleCompileOptions(const std::vector<rules::RuleHelpFile>& files);

Result<std::string> armExample(std::string_view bicep, const std::vector<rules::RuleHelpFile>& files = {});

}  // namespace pf::help
