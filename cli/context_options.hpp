#pragma once
// Options shared by expand and analyze: the deployment context and where linked templates live.
#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/expand/expand.hpp"

namespace pf::cli {

struct ContextOptions {
  std::string subscriptionId, resourceGroup, location, tenantId, managementGroup, deploymentName;
  std::string contextFile;
  std::string rootDir;
  std::vector<std::string> artifactLocations;  // URL=DIR
  bool realTime = false;
};

void addContextOptions(CLI::App& cmd, ContextOptions& o);
// Apply the options; false (with diagnostics) when one is malformed.
bool applyContextOptions(const ContextOptions& o, DeploymentContext& ctx, ExpandOptions& options, SourceFiles& files,
                         Diagnostics& diags);

}  // namespace pf::cli
