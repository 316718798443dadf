// The native Bicep compiler on one .bicepparam text, as `preflight build-params` runs it. The
// `using` target and anything else it reads come from a fixed in-memory folder, never from disk.
#include <cstdint>
#include <string>

#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"

namespace {

pf::bicep::CompileOptions options() {
  pf::bicep::CompileOptions o;
  o.files.read = [](const std::string& path) -> pf::Result<std::string> {
    if (path == "/nonexistent-preflight-fuzz/main.bicep")
      return std::string(
          "param name string\nparam count int = 1\nparam tags object = {}\n@secure()\nparam key string\n"
          "param items array = []\noutput id string = name\n");
    if (path == "/nonexistent-preflight-fuzz/shared.bicepparam") return std::string("using none\nparam name = 'x'\n");
    return pf::makeError("IO001", "no such file in the fuzzing folder: " + path);
  };
  o.files.list = [](const std::string& dir) -> pf::Result<std::vector<std::string>> {
    if (dir == "/nonexistent-preflight-fuzz" || dir == "/nonexistent-preflight-fuzz/")
      return std::vector<std::string>{"main.bicep", "shared.bicepparam"};
    return std::vector<std::string>{};
  };
  return o;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const pf::bicep::CompileOptions opts = options();
  pf::SourceFiles files;
  auto r = pf::bicep::compileParamsText("/nonexistent-preflight-fuzz/main.bicepparam",
                                        std::string(reinterpret_cast<const char*>(data), size), files, opts);
  if (r.parameters) (void)pf::toJson(*r.parameters);
  return 0;
}
