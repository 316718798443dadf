// The native Bicep compiler on one .bicep text, as `preflight build` runs it, then the emitted
// template written as JSON. Files it would read (modules, load*() functions) come from a
// fixed in-memory folder holding one small module, never from disk.
#include <cstdint>
#include <string>

#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"

namespace {

pf::bicep::CompileOptions options() {
  pf::bicep::CompileOptions o;
  o.files.read = [](const std::string& path) -> pf::Result<std::string> {
    if (path == "/nonexistent-preflight-fuzz/mod.bicep")
      return std::string("param name string\nparam count int = 1\noutput id string = name\n");
    if (path == "/nonexistent-preflight-fuzz/data.json") return std::string("{\"a\": [1, 2], \"b\": \"c\"}");
    return pf::makeError("IO001", "no such file in the fuzzing folder: " + path);
  };
  o.files.list = [](const std::string& dir) -> pf::Result<std::vector<std::string>> {
    if (dir == "/nonexistent-preflight-fuzz" || dir == "/nonexistent-preflight-fuzz/") return std::vector<std::string>{"mod.bicep", "data.json"};
    return std::vector<std::string>{};
  };
  o.resolveModule = nullptr;
  return o;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const pf::bicep::CompileOptions opts = options();
  pf::SourceFiles files;
  auto r = pf::bicep::compileBicepText("/nonexistent-preflight-fuzz/main.bicep",
                                       std::string(reinterpret_cast<const char*>(data), size), files, opts);
  if (r.tmpl) (void)pf::toJson(*r.tmpl);
  return 0;
}
