#include "help/arm_example.hpp"

#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"

namespace pf::help {

Result<std::string> armExample(std::string_view bicep) {
  SourceFiles files;
  bicep::CompileOptions options;
  // An example reads no other file: no modules, no load*() functions.
  options.files.read = [](const std::string& path) -> Result<std::string> {
    return makeError("IO001", "an example may not read '" + path + "'");
  };
  options.files.list = [](const std::string& dir) -> Result<std::vector<std::string>> {
    return makeError("IO001", "an example may not list '" + dir + "'");
  };
  bicep::CompileResult r = bicep::compileBicepText("example.bicep", std::string(bicep), files, options);
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.severity == Severity::Error)
      return makeError(d.code, "line " + std::to_string(d.loc.line) + ": " + d.message, d.loc);
  if (!r.tmpl || !r.tmpl->isObject()) return makeError("BCPPF01", "the example did not compile to a template");
  Value tmpl = *r.tmpl;
  if (Value* meta = tmpl.objMut().find("metadata"); meta && meta->isObject()) {
    meta->objMut().erase("_generator");
    if (meta->obj().empty()) tmpl.objMut().erase("metadata");
  }
  JsonWriteOptions wo;
  wo.indent = 2;
  return toJson(tmpl, wo);
}

}  // namespace pf::help
