// preflight build FILE.bicep / preflight build-params FILE.bicepparam: compile with the
// native Bicep compiler and write ARM JSON (and, on request, the source map).
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"

namespace pf::cli {

namespace {

struct BuildArgs {
  std::string file;
  std::string outfile;
  bool toStdout = false;
  bool symbolicNames = false;
  bool sourceMap = false;
};

// JSON pointer → "file:line:col" for every emitted node that knows where it came from.
void collectSourceMap(const Value& v, const std::string& pointer, const SourceFiles& files, Object& out) {
  if (v.loc().known() && v.loc().file != 0)
    out.append(pointer.empty() ? "/" : pointer, Value(files.path(v.loc().file) + ":" + std::to_string(v.loc().line) +
                                                      ":" + std::to_string(v.loc().col)));
  auto escape = [](std::string s) {
    std::string o;
    for (char c : s) {
      if (c == '~') o += "~0";
      else if (c == '/') o += "~1";
      else o += c;
    }
    return o;
  };
  if (v.isObject())
    for (const auto& [k, x] : v.obj()) collectSourceMap(x, pointer + "/" + escape(k), files, out);
  if (v.isArray())
    for (size_t i = 0; i < v.arr().size(); ++i) collectSourceMap(v.arr()[i], pointer + "/" + std::to_string(i), files, out);
}

int writeOutput(const BuildArgs& a, const Value& v, const std::string& defaultExt, const SourceFiles& files) {
  JsonWriteOptions wo;
  wo.indent = 2;
  std::string text = toJson(v, wo) + "\n";
  std::string out = a.outfile;
  if (out.empty() && !a.toStdout) out = std::filesystem::path(a.file).replace_extension(defaultExt).string();
  if (a.toStdout) {
    std::cout << text;
  } else {
    std::ofstream f(out, std::ios::binary);
    if (!f) {
      std::cerr << "preflight build: cannot write " << out << "\n";
      return 1;
    }
    f << text;
  }
  if (a.sourceMap) {
    Object map;
    collectSourceMap(v, "", files, map);
    std::string mapText = toJson(Value(std::move(map)), wo) + "\n";
    if (a.toStdout) {
      std::cerr << mapText;
    } else {
      std::ofstream f(out + ".map", std::ios::binary);
      f << mapText;
    }
  }
  return 0;
}

int printDiagnostics(const Diagnostics& diags, const SourceFiles& files) {
  for (const auto& d : diags.items()) std::cerr << formatDiagnostic(d, files) << "\n";
  return diags.hasErrors() ? 1 : 0;
}

int runBuild(const BuildArgs& a) {
  SourceFiles files;
  bicep::CompileOptions o;
  o.forceSymbolicNames = a.symbolicNames;
  auto r = bicep::compileBicepFile(a.file, files, o);
  int rc = printDiagnostics(r.diagnostics, files);
  if (rc != 0 || !r.tmpl) return 1;
  return writeOutput(a, *r.tmpl, ".json", files);
}

int runBuildParams(const BuildArgs& a) {
  SourceFiles files;
  bicep::CompileOptions o;
  o.forceSymbolicNames = a.symbolicNames;
  auto r = bicep::compileParamsFile(a.file, files, o);
  int rc = printDiagnostics(r.diagnostics, files);
  if (rc != 0 || !r.parameters) return 1;
  return writeOutput(a, *r.parameters, ".json", files);
}

void addOptions(CLI::App* cmd, BuildArgs& a) {
  cmd->add_option("file", a.file, "The file to compile")->required();
  auto* out = cmd->add_option("--outfile", a.outfile, "Write the JSON to this file (default: beside the input)");
  cmd->add_flag("--stdout", a.toStdout, "Print the JSON instead of writing a file")->excludes(out);
  cmd->add_flag("--sourcemap", a.sourceMap,
                "Also write FILE.json.map: JSON pointer → Bicep file:line:col for each emitted node");
  cmd->add_flag("--symbolic-names", a.symbolicNames, "Always emit languageVersion 2.0 (symbolic names)");
}

}  // namespace

void addBuildCommands(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<BuildArgs>();
  auto* build = app.add_subcommand("build", "Compile a Bicep file to an ARM JSON template (native compiler)");
  addOptions(build, *args);
  build->callback([args, &exit] { exit.value = runBuild(*args); });
  auto pargs = std::make_shared<BuildArgs>();
  auto* bp = app.add_subcommand("build-params", "Compile a .bicepparam file to a deployment parameters JSON file");
  addOptions(bp, *pargs);
  bp->callback([pargs, &exit] { exit.value = runBuildParams(*pargs); });
}

}  // namespace pf::cli
