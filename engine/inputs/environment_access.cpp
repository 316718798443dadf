#include "engine/inputs/environment_access.hpp"

#include "engine/inputs/read_access.hpp"

namespace pf::inputs {

std::vector<std::string> configAllowedEnvironment(const Config& config, const FileAccessPolicy& access,
                                                  Diagnostics& diags) {
  std::vector<std::string> out;
  bool trusted = configTrusted(config, access);
  for (const PatternEntry& name : config.allowEnv) {
    if (trusted) {
      out.push_back(name.pattern);
      continue;
    }
    diags.warning("CFG042",
                  "allowEnv is ignored in a configuration file inside the analyzed repository, which a pull request "
                  "can change; allow a variable with --allow-env, or in a configuration file kept outside the "
                  "repository (--config): '" + name.pattern + "'",
                  name.loc);
  }
  return out;
}

}  // namespace pf::inputs
