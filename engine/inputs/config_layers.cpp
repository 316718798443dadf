// Finding the configuration files of a folder, and reading PSRule's options file under
// preflight.yaml: a repository that uses PSRule for Azure needs no file of preflight's own.
#include <filesystem>
#include <set>
#include <tuple>

#include "engine/inputs/config.hpp"

namespace pf::inputs {

ConfigFiles findConfigFiles(const std::string& folder) {
  namespace fs = std::filesystem;
  ConfigFiles out;
  out.preflight = findConfigFile(folder);
  std::error_code ec;
  for (const char* name : {"ps-rule.yaml", "ps-rule.yml", "psrule.yaml", "psrule.yml"}) {
    fs::path p = fs::path(folder.empty() ? "." : folder) / name;
    if (fs::is_regular_file(p, ec)) {
      out.psrule = p.generic_string();
      break;
    }
  }
  return out;
}

namespace {

// An option without effect is said once, though both files (or one file twice) hold it.
Diagnostics withoutRepeatedNotes(const Diagnostics& diags) {
  Diagnostics out;
  std::set<std::string> said;
  for (const Diagnostic& d : diags.items())
    if (d.code != "CFG005" || said.insert(d.message).second) out.add(d);
  return out;
}

}  // namespace

Config loadConfigFiles(const ConfigFiles& found, SourceFiles& files, Diagnostics& diags, const FileAccessPolicy& access) {
  Diagnostics read;
  Config config;
  if (!found.psrule.empty()) config = loadConfigFile(found.psrule, files, read, access);
  if (!found.preflight.empty())
    config = found.psrule.empty() ? loadConfigFile(found.preflight, files, read, access)
                                  : loadConfigFile(found.preflight, files, read, access, &config);
  diags.append(withoutRepeatedNotes(read));
  return config;
}

}  // namespace pf::inputs
