// ARM templates as `preflight expand` handles them: read the JSON, build the template model,
// expand it with the mock runtime model (list*(), providers, zones) and write the expansion.
// The template lives in a folder that does not exist, so linked templates are never read.
#include <cstdint>
#include <string>

#include "engine/core/json.hpp"
#include "engine/expand/expand.hpp"
#include "engine/template/template.hpp"
#include "mocks/runtime_model.hpp"

namespace {

const pf::FunctionRegistry& functions() {
  static const pf::FunctionRegistry fns = pf::builtinFunctions();
  return fns;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string path = "/nonexistent-preflight-fuzz/azuredeploy.json";
  pf::SourceFiles files;
  pf::Diagnostics diags;
  uint32_t id = files.add(path, std::string(reinterpret_cast<const char*>(data), size));
  auto root = pf::parseJson(files.text(id), id, diags);
  if (!root) return 0;
  auto tpl = pf::loadTemplate(*root, diags);
  if (!tpl) return 0;

  static const pf::mocks::MockRuntimeModel runtime;
  pf::ExpandRequest request;
  request.tpl = &*tpl;
  request.templatePath = path;
  pf::ExpandServices services{functions(), files, &runtime};
  pf::Expansion expansion = pf::expand(request, services);
  (void)pf::toJson(pf::expansionToJson(expansion, files));
  return 0;
}
