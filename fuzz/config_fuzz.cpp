// preflight.yaml: read one text as `preflight analyze` reads its configuration, then derive
// the deployment context from it (where the context overrides are applied).
#include <cstdint>
#include <string>

#include "engine/inputs/config.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = "/nonexistent-preflight-fuzz/preflight.yaml";
  pf::SourceFiles files;
  pf::Diagnostics diags;
  uint32_t id = files.add(path, std::string(reinterpret_cast<const char*>(data), size));
  pf::inputs::Config config = pf::inputs::parseConfig(files.text(id), id, path, diags);
  (void)config.deploymentContext();
  return 0;
}
