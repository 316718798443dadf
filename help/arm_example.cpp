#include "help/arm_example.hpp"

#include <filesystem>
#include <set>

#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"

namespace pf::help {

namespace {

std::string normal(const std::string& path) { return std::filesystem::path(path).lexically_normal().generic_string(); }

// experimentalFeaturesEnabled of an example's bicepconfig.json.
void readFeatures(const std::vector<rules::RuleHelpFile>& files, std::set<std::string>& out) {
  for (const auto& f : files) {
    if (normal(f.path) != "bicepconfig.json") continue;
    Diagnostics ignored;
    auto v = parseJson(f.text, 0, ignored);
    const Value* flags = v && v->isObject() ? v->get("experimentalFeaturesEnabled") : nullptr;
    if (flags && flags->isObject())
      for (const auto& [name, on] : flags->obj())
        if (on.isBool() && on.asBool()) out.insert(name);
  }
}

}  // namespace

bicep::CompileOptions exampleCompileOptions(const std::vector<rules::RuleHelpFile>& exampleFiles) {
  bicep::CompileOptions options;
  // An example reads only its own files (modules): nothing on the machine.
  options.files.read = [&exampleFiles](const std::string& path) -> Result<std::string> {
    for (const auto& f : exampleFiles)
      if (normal(f.path) == normal(path)) return f.text;
    return makeError("IO001", "an example may not read '" + path + "'");
  };
  readFeatures(exampleFiles, options.experimentalFeatures);
  options.files.list = [](const std::string& dir) -> Result<std::vector<std::string>> {
    return makeError("IO001", "an example may not list '" + dir + "'");
  };
  return options;
}

Result<std::string> armExample(std::string_view bicep, const std::vector<rules::RuleHelpFile>& exampleFiles) {
  SourceFiles files;
  bicep::CompileOptions options = exampleCompileOptions(exampleFiles);
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
