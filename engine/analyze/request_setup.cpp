#include "engine/analyze/request_setup.hpp"

#include "engine/inputs/read_access.hpp"

namespace pf::analyze {

FileAccessPolicy requestAccess(const AnalyzeRequest& request, Diagnostics& diags) {
  if (request.access) return *request.access;
  FileAccessPolicy access = inputs::analysisAccess(request.paths, {});
  inputs::applyConfigAccess(access, request.config, diags);
  return access;
}

ExpandOptions requestExpandOptions(const AnalyzeRequest& request, const std::string& root,
                                   const FileAccessPolicy& access) {
  ExpandOptions options = request.expand;
  for (const auto& [k, v] : request.config.parameterDefaults)
    if (!options.parameterDefaults.find(k)) options.parameterDefaults.set(k, v);
  if (options.rootDir.empty()) options.rootDir = root;
  for (const auto& a : request.config.artifacts) options.artifactLocations.emplace_back(a.url, a.dir);
  options.files = access;
  return options;
}

}  // namespace pf::analyze
