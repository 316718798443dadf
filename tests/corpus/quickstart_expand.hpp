#pragma once
// Expanding a corpus template the way the corpus tests do: with its parameter file (quickstart
// GEN-* placeholders replaced as the quickstart CI does), the mocks' runtime model and linked
// templates resolved under the sample's folder.
#include <filesystem>
#include <memory>
#include <string>

#include "engine/expand/expand.hpp"

namespace pf::test {

struct CorpusExpansion {
  std::unique_ptr<SourceFiles> files = std::make_unique<SourceFiles>();
  Diagnostics loadDiags;  // reading the template and parameter file
  bool loaded = false;    // false: the template did not load (see loadDiags); `expansion` is empty
  Expansion expansion;
};

// The quickstart repository's CI replaces placeholders in parameter files before it deploys
// (../shared/corpus/README.md): generated GEN-UNIQUE/PASSWORD/GUID values, GEN-<NAME> from its
// ci-gen-setup/.config.json, GET-PREREQ-<output> from the sample's prereq deployment, for which
// this gives a value of the parameter's declared type that its constraints accept (`tpl`).
void substituteQuickstartPlaceholders(Value& parameterFile, const Template* tpl = nullptr);

// `paramPath` may be empty. `root` is the folder linked templates must lie under.
CorpusExpansion expandCorpusTemplate(const std::filesystem::path& templatePath, const std::filesystem::path& paramPath,
                                     const std::filesystem::path& root);

// The same for a template already in memory (e.g. compiled from Bicep): `files` must hold the
// sources its positions refer to; `templatePath` names it in `_source` and resolves links.
CorpusExpansion expandCorpusValue(const Value& templateJson, std::unique_ptr<SourceFiles> files,
                                  const std::filesystem::path& templatePath, const std::filesystem::path& paramPath,
                                  const std::filesystem::path& root);

// The same with a parameter file already in memory (deploymentParameters.json shape).
CorpusExpansion expandCorpusValue(const Value& templateJson, std::unique_ptr<SourceFiles> files,
                                  const std::filesystem::path& templatePath, const Value& parameterFile,
                                  const std::filesystem::path& root);

}  // namespace pf::test
