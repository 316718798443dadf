// preflight build FILE.bicep / preflight build-params FILE.bicepparam: compile with the
// compiler the file's bicep.version allows (native, or an installed Bicep CLI) and write ARM
// JSON (and, on request, the source map).
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/read_options.hpp"
#include "cli/terminal_output.hpp"
#include "cli/toolchain_options.hpp"
#include "engine/compile/bicep_compile.hpp"
#include "engine/compile/secure_parameters.hpp"
#include "engine/core/json.hpp"
#include "engine/core/secrets.hpp"
#include "engine/core/terminal_text.hpp"
#include "engine/core/value_size.hpp"

namespace pf::cli {

namespace {

struct BuildArgs {
  std::string file;
  std::string outfile;
  bool toStdout = false;
  bool symbolicNames = false;
  bool sourceMap = false;
  bool showSecrets = false;  // build-params: print secure values instead of {{Secret}}
  ToolchainArgs toolchain;
  ReadOptions read;
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

// Bicep writes a module's template wherever the module is declared, and the compiler shares it
// in memory: a file that declares a module twice, which declares the next twice, and so on, doubles
// the written JSON at every level. The value is measured before it is written (the walk stops at
// the limit): past 64 MB, preflight's own limit on a file it reads (Resource Manager accepts 4 MB),
// nothing is written.
constexpr size_t kMaxWrittenBytes = 64u * 1024 * 1024;
constexpr uint32_t kMaxWrittenDepth = 4096;

// `withMap`: false when the Bicep CLI compiled the file (it gives no source map; the map is empty).
int writeOutput(const BuildArgs& a, const Value& v, const std::string& defaultExt, const SourceFiles& files,
                bool withMap, const FileAccessPolicy& access) {
  ValueExtent extent = measureValue(v, kMaxWrittenBytes, kMaxWrittenDepth);
  if (extent.tooLarge || extent.tooDeep) {
    std::cerr << "preflight build: " << a.file << ": the compiled JSON would be "
              << (extent.tooLarge ? "larger than 64 MB (Resource Manager accepts at most 4 MB)"
                                  : "nested more than " + std::to_string(kMaxWrittenDepth) + " levels deep")
              << "; each declaration of a module writes the module's whole template, so modules declared more "
                 "than once in a chain multiply it. Nothing is written\n";
    return 1;
  }
  JsonWriteOptions wo;
  wo.indent = 2;
  std::string text = toJson(v, wo) + "\n";
  std::string out = a.outfile;
  if (out.empty() && !a.toStdout) out = std::filesystem::path(a.file).replace_extension(defaultExt).string();
  if (!a.toStdout) {
    // The default output sits beside the input, in the repository: a link committed there is
    // not followed out of it (nor is one at FILE.json.map).
    for (const std::string& target : a.sourceMap ? std::vector<std::string>{out, out + ".map"} : std::vector<std::string>{out})
      if (auto why = linkedOutOfRepository(target, access)) {
        std::cerr << "preflight build: " << target << " " << *why << "; it is not written\n";
        return 1;
      }
  }
  if (a.toStdout) {
    std::cout << text;
  } else {
    if (auto why = writeOutputFile(out, text)) {
      std::cerr << "preflight build: cannot write " << out << ": " << *why << "\n";
      return 1;
    }
  }
  if (a.sourceMap) {
    Object map;
    if (withMap) collectSourceMap(v, "", files, map);
    std::string mapText = toJson(Value(std::move(map)), wo) + "\n";
    if (a.toStdout) {
      std::cerr << mapText;
    } else {
      if (auto why = writeOutputFile(out + ".map", mapText)) {
        std::cerr << "preflight build: cannot write " << out << ".map: " << *why << "\n";
        return 1;
      }
    }
  }
  return 0;
}

int printDiagnostics(const Diagnostics& diags, const SourceFiles& files, const SecretSet& secrets) {
  for (const auto& d : diags.items()) std::cerr << diagnosticText(d, files, &secrets) << "\n";
  return diags.hasErrors() ? 1 : 0;
}

int runBuild(const BuildArgs& a, compile::BicepFileKind expected) {
  const char* verb = expected == compile::BicepFileKind::Bicep ? "build" : "build-params";
  if (compile::bicepFileKind(a.file) != expected) {
    std::cerr << "preflight " << verb << ": " << a.file << " is not a "
              << (expected == compile::BicepFileKind::Bicep ? ".bicep file (use build-params for .bicepparam)"
                                                            : ".bicepparam file (use build for .bicep)")
              << "\n";
    return 2;
  }
  auto opts = toolchainOptions(a.toolchain);
  if (!opts) {
    std::cerr << "preflight " << verb << ": " << terminalSafe(opts.error().message) << "\n";
    return 2;
  }
  SourceFiles files;
  bool hide = expected == compile::BicepFileKind::Params && !a.showSecrets;
  SecretSet secrets = hide ? environmentSecrets(opts->allowedEnvironment) : SecretSet();
  // What the file may make the compiler read: its repository (and --allow-read).
  FileAccessPolicy access = readAccess(a.read, {a.file});
  compile::CompileContext ctx(files, std::move(*opts), access);
  ctx.forceSymbolicNames = a.symbolicNames;
  auto r = compile::compileBicep(a.file, ctx);
  std::optional<Value>& result = expected == compile::BicepFileKind::Bicep ? r.tmpl : r.parameters;
  // Secure values and values read from the environment are not printed (their text is also
  // scrubbed from the messages, whose source lines may quote them).
  size_t hidden = hide && result ? compile::hideParameterSecrets(*result, r.tmpl ? &*r.tmpl : nullptr, secrets) : 0;
  int rc = printDiagnostics(r.diagnostics, files, secrets);
  if (rc != 0 || !result) return 1;
  // Said out loud: a file written with placeholders would deploy them.
  if (hidden > 0)
    std::cerr << "preflight build-params: " << hidden << " secure value" << (hidden == 1 ? " is" : "s are")
              << " written as " << kSecretPlaceholder << " (--show-secrets writes them)\n";
  return writeOutput(a, *result, ".json", files, r.compiler && r.compiler->native, access);
}

void addOptions(CLI::App* cmd, BuildArgs& a) {
  cmd->add_option("file", a.file, "The file to compile")->required();
  auto* out = cmd->add_option("--outfile", a.outfile, "Write the JSON to this file (default: beside the input)");
  cmd->add_flag("--stdout", a.toStdout, "Print the JSON instead of writing a file")->excludes(out);
  cmd->add_flag("--sourcemap", a.sourceMap,
                "Also write FILE.json.map: JSON pointer → Bicep file:line:col for each emitted node");
  cmd->add_flag("--symbolic-names", a.symbolicNames, "Always emit languageVersion 2.0 (symbolic names; native compiler)");
  addToolchainOptions(cmd, a.toolchain);
  addReadOptions(*cmd, a.read);
}

}  // namespace

void addBuildCommands(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<BuildArgs>();
  auto* build = app.add_subcommand(
      "build", "Compile a Bicep file to an ARM JSON template (the native compiler, or the Bicep CLI its bicep.version needs)");
  addOptions(build, *args);
  build->callback([args, &exit] { exit.value = runBuild(*args, compile::BicepFileKind::Bicep); });
  auto pargs = std::make_shared<BuildArgs>();
  auto* bp = app.add_subcommand("build-params", "Compile a .bicepparam file to a deployment parameters JSON file");
  addOptions(bp, *pargs);
  addEnvironmentOptions(bp, pargs->toolchain);
  bp->add_flag("--show-secrets", pargs->showSecrets,
               "Write secure values (of secure parameters, and values read from the environment) instead of "
               "{{Secret}}: for a developer's own machine, never in a pipeline");
  bp->callback([pargs, &exit] { exit.value = runBuild(*pargs, compile::BicepFileKind::Params); });
}

}  // namespace pf::cli
