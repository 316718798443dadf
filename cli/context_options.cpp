#include "cli/context_options.hpp"

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"

namespace pf::cli {

void addContextOptions(CLI::App& cmd, ContextOptions& o) {
  cmd.add_option("--subscription-id", o.subscriptionId, "Subscription id for subscription() and resource ids");
  cmd.add_option("--resource-group", o.resourceGroup, "Resource group name for resourceGroup()");
  cmd.add_option("--location", o.location, "Resource group location");
  cmd.add_option("--tenant-id", o.tenantId, "Tenant id for tenant()");
  cmd.add_option("--management-group", o.managementGroup, "Management group name for managementGroup()");
  cmd.add_option("--deployment-name", o.deploymentName, "Name of the root deployment for deployment()");
  cmd.add_option("--context", o.contextFile, "JSON file with deployment context overrides");
  cmd.add_option("--root", o.rootDir, "Folder linked templates must stay inside (default: the template's folder)");
  cmd.add_option("--artifacts-location", o.artifactLocations,
                 "Map a URL prefix of linked templates to a local folder: URL=DIR (repeatable)");
  cmd.add_flag("--real-time", o.realTime, "Make utcNow() and newGuid() real instead of deterministic");
}

bool applyContextOptions(const ContextOptions& o, DeploymentContext& ctx, ExpandOptions& options, SourceFiles& files,
                         Diagnostics& diags) {
  if (!o.contextFile.empty()) {
    auto text = readFile(o.contextFile);
    if (!text) {
      diags.add(text.error().toDiagnostic());
    } else {
      uint32_t id = files.add(o.contextFile, *text);
      if (auto v = parseJson(files.text(id), id, diags)) applyContextOverrides(ctx, *v, diags);
    }
  }
  // Flags win over the file.
  if (!o.subscriptionId.empty()) ctx.subscriptionId = o.subscriptionId;
  if (!o.resourceGroup.empty()) ctx.resourceGroup = o.resourceGroup;
  if (!o.location.empty()) ctx.location = o.location;
  if (!o.tenantId.empty()) ctx.tenantId = o.tenantId;
  if (!o.managementGroup.empty()) ctx.managementGroup = o.managementGroup;
  if (!o.deploymentName.empty()) ctx.deploymentName = o.deploymentName;
  options.rootDir = o.rootDir;
  options.eval.realTime = o.realTime;
  for (const auto& m : o.artifactLocations) {
    size_t eq = m.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == m.size()) {
      diags.error("CLI002", "--artifacts-location expects URL=DIR, but got '" + m + "'");
      continue;
    }
    std::string url = m.substr(0, eq);
    if (url.back() != '/') url += '/';
    options.artifactLocations.emplace_back(url, m.substr(eq + 1));
  }
  return !diags.hasErrors();
}

}  // namespace pf::cli
