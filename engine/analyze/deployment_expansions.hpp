#pragma once
// The deployments under some paths, expanded as `preflight analyze` expands them (discovery,
// Bicep compilation, parameter files, the configuration's defaults, the same context), for
// `preflight diff`. One difference: nothing is projected that only a deployment produces — no
// runtime properties, no list*() answers — so every value read from them is an Unknown, which
// the diff marks "known after deployment" instead of inventing a change.
#include <optional>
#include <string>
#include <vector>

#include "engine/analyze/analyze.hpp"

namespace pf::analyze {

struct ExpandedDeployment {
  std::string source;      // as discovered (root-relative when the paths were)
  std::string parameters;  // "" when none
  std::optional<Expansion> expansion;  // secure values hidden (hideSecrets); no requests (policy's)
  std::string failure;     // why there is no expansion, with the first error
  Diagnostics errors;      // the expansion's errors (it went on without what they affect)
};

struct ExpandedDeployments {
  std::vector<ExpandedDeployment> deployments;  // discovery order
  std::string root;                             // discovery's root
  Diagnostics diagnostics;  // discovery problems and load errors, for standard error
  bool inputError = false;  // a path does not exist
  SecretSet secrets;        // every secure value met (to scrub what is shown of the other side too)
};

// Uses of `request`: paths, config, context, expand, toolchain, access, resourceData is ignored.
ExpandedDeployments expandDeployments(const AnalyzeRequest& request, SourceFiles& files);

}  // namespace pf::analyze
