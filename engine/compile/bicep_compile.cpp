// compileBicep: choose the compiler from the file's bicepconfig.json, then compile natively (with
// a module resolver that applies each module's own configuration) or through the Bicep CLI.
#include "engine/compile/bicep_compile.hpp"

#include <filesystem>
#include <vector>

#include "engine/bicep/compiler.hpp"
#include "engine/compile/external_build.hpp"
#include "engine/compile/extension_resolver.hpp"
#include "engine/compile/module_resolver.hpp"
#include "engine/core/file.hpp"
#include "engine/core/value.hpp"

namespace fs = std::filesystem;

namespace pf::compile {

CompileContext::CompileContext(SourceFiles& files, toolchain::ToolchainOptions options, FileAccessPolicy access)
    : files_(files), access_(std::move(access)), compilers_(std::move(options)), configs_(files, access_) {}

std::string CompileContext::closestConfig(std::string folder) {
  // Walk up as toolchain::ConfigLoader::findConfigFile does, on strings (fs::path's parent_path()
  // splits the whole path at every step), stopping at the first folder a walk has already seen:
  // the samples of a corpus share every folder above their own.
  std::vector<std::string> seen;
  std::string found;
  while (true) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (auto it = configByFolder_.find(folder); it != configByFolder_.end()) {
        found = it->second;
        break;
      }
    }
    seen.push_back(folder);
    std::string candidate = (folder == "/" ? std::string() : folder) + "/bicepconfig.json";
    std::error_code ec;
    if (fs::is_regular_file(candidate, ec)) {
      found = std::move(candidate);
      break;
    }
    size_t slash = folder.find_last_of('/');
    if (folder == "/" || slash == std::string::npos) break;
    folder = slash == 0 ? std::string("/") : folder.substr(0, slash);
  }
  std::lock_guard<std::mutex> lock(mutex_);
  for (auto& f : seen) configByFolder_.emplace(std::move(f), found);
  return found;
}

std::shared_ptr<const toolchain::BicepConfig> CompileContext::configFor(const std::string& bicepFile,
                                                                        Diagnostics& diags) {
  // Files of one folder, as the run spells it, share the answer without making the path absolute
  // (POSIX separators only: a backslash may be a separator elsewhere).
  size_t slash = bicepFile.find_last_of('/');
  std::string written = slash == std::string::npos ? std::string() : bicepFile.substr(0, slash);
  bool memo = bicepFile.find('\\') == std::string::npos;
  std::optional<std::string> configPath;
  if (memo) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = configByWrittenFolder_.find(written); it != configByWrittenFolder_.end()) configPath = it->second;
  }
  if (!configPath) {
    std::error_code ec;
    std::string folder = fs::absolute(fs::path(bicepFile), ec).lexically_normal().parent_path().string();
    // Anything but an absolute POSIX folder takes the loader's own walk.
    configPath = !ec && folder.rfind('/', 0) == 0 ? closestConfig(std::move(folder))
                                                  : toolchain::ConfigLoader::findConfigFile(bicepFile);
    std::lock_guard<std::mutex> lock(mutex_);
    if (memo) configByWrittenFolder_.emplace(std::move(written), *configPath);
  }
  if (configPath->empty()) return toolchain::ConfigLoader::defaults();
  return configs_.load(*configPath, diags);
}

std::shared_ptr<const CompileContext::CliRun> CompileContext::cliRun(const std::string& cli, const std::string& file,
                                                                     bool params) {
  std::error_code ec;
  std::string key = cli + '\n' + (params ? "build-params" : "build") + '\n' +
                    fs::absolute(fs::path(file), ec).lexically_normal().string();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = cliRuns_.find(key); it != cliRuns_.end()) return it->second;
  }
  // Run without the lock: a CLI run takes seconds. Two threads may race on one file; the first
  // result stored wins and both see it.
  // The CLI sees only the environment variables the run allows (it reads any a .bicepparam names).
  auto run = std::make_shared<const CliRun>(
      runBicepCli(cli, file, params, options().timeout, files_, access_,
                  toolchain::bicepCliEnvironment(options().env, options().allowedEnvironment)));
  std::lock_guard<std::mutex> lock(mutex_);
  return cliRuns_.emplace(key, std::move(run)).first->second;
}

BicepFileKind bicepFileKind(std::string_view path) {
  if (iendsWith(path, ".bicepparam")) return BicepFileKind::Params;
  if (iendsWith(path, ".bicep")) return BicepFileKind::Bicep;
  return BicepFileKind::NotBicep;
}

namespace {

void compileNative(const std::string& path, std::string text, BicepFileKind kind, const toolchain::BicepConfig& config,
                   CompileContext& ctx, BicepCompilation& out) {
  bicep::CompileOptions o;
  for (const auto& [feature, on] : config.experimentalFeatures)
    if (on) o.experimentalFeatures.insert(feature);
  o.forceSymbolicNames = ctx.forceSymbolicNames;
  o.moduleCache = &ctx.moduleCache();
  o.importCache = &ctx.importCache();
  o.allowedEnvironment = ctx.options().allowedEnvironment;
  o.resolveModule = moduleResolver(ctx);
  o.resolveExtension = extensionResolver(ctx);
  const FileAccessPolicy* access = &ctx.access();
  o.files.read = [access](const std::string& p) { return access->read(p); };
  o.files.list = [access](const std::string& dir) { return access->listFiles(dir); };
  if (kind == BicepFileKind::Bicep) {
    auto r = bicep::compileBicepText(path, std::move(text), ctx.files(), o);
    out.tmpl = std::move(r.tmpl);
    out.diagnostics.append(r.diagnostics);
    out.fileId = r.fileId;
  } else {
    auto r = bicep::compileParamsText(path, std::move(text), ctx.files(), o);
    out.parameters = std::move(r.parameters);
    out.tmpl = std::move(r.tmpl);
    out.diagnostics.append(r.diagnostics);
    out.fileId = r.fileId;
  }
}

void compileExternal(const std::string& path, std::string text, BicepFileKind kind, const toolchain::BicepConfig& config,
                     CompileContext& ctx, BicepCompilation& out) {
  out.fileId = ctx.files().add(path, std::move(text));
  Loc file{out.fileId, 0, 0};
  // The CLI reads what the file names by itself: check every such file first, and do not run it
  // when one is refused.
  if (!checkReferences(path, out.fileId, kind == BicepFileKind::Params, ctx, out.diagnostics)) return;
  auto run = ctx.cliRun(out.compiler->path, path, kind == BicepFileKind::Params);
  out.diagnostics.append(run->messages);
  if (run->failure) {
    out.diagnostics.error(run->failure->code, run->failure->message, file);
    return;
  }
  out.tmpl = run->tmpl;
  out.parameters = run->parameters;
  std::string why = config.bicepVersion ? " for bicep.version " + config.bicepVersion->constraint.text + " (" +
                                              config.bicepVersion->declaredIn + ")"
                                        : std::string(" (--bicep-cli always)");
  out.diagnostics.info("TOOL025",
                       "compiled by " + out.compiler->describe() + why +
                           "; positions are lines of the generated JSON, not Bicep lines (the Bicep CLI gives no source map)",
                       file);
  if (!run->templateSpecId.empty() && !out.tmpl)
    out.diagnostics.warning("TOOL025",
                            "the parameters are for the template spec " + run->templateSpecId +
                                ", which the Bicep CLI does not return: the template is not available",
                            file);
}

// The first construct the native compiler does not support yet (BCPPF01), if any.
const Diagnostic* firstUnsupported(const Diagnostics& diags) {
  for (const Diagnostic& d : diags.items())
    if (d.code == "BCPPF01") return &d;
  return nullptr;
}

// When the native compiler stopped on a construct it does not support and an installed Bicep CLI
// satisfies the file's pin, the file is compiled by that CLI instead, and a note says so.
std::optional<BicepCompilation> compileWithCliInstead(const std::string& path, std::string text, BicepFileKind kind,
                                                      const toolchain::BicepConfig& config, CompileContext& ctx,
                                                      const BicepCompilation& native) {
  const Diagnostic* unsupported = firstUnsupported(native.diagnostics);
  if (!unsupported) return std::nullopt;
  const toolchain::VersionPin* pin = config.bicepVersion ? &*config.bicepVersion : nullptr;
  for (const auto& e : ctx.compilers().external()) {
    if (!e.version || (pin && !pin->constraint.satisfiedBy(*e.version))) continue;
    BicepCompilation out;
    out.compiler = toolchain::CompilerChoice{false, e.path, *e.version};
    compileExternal(path, std::move(text), kind, config, ctx, out);
    std::string where = ctx.files().path(unsupported->loc.file) + ":" + std::to_string(unsupported->loc.line);
    std::string construct = unsupported->message;
    if (auto colon = construct.find(": "); colon != std::string::npos) construct = construct.substr(colon + 2);
    while (!construct.empty() && construct.back() == '.') construct.pop_back();
    out.diagnostics.info("TOOL034", "the native compiler does not support " + construct + " yet (" + where +
                                        "), so " + out.compiler->describe() + " compiled this file instead",
                         unsupported->loc);
    return out;
  }
  return std::nullopt;
}

}  // namespace

BicepCompilation compileBicep(const std::string& path, CompileContext& ctx) {
  BicepCompilation out;
  BicepFileKind kind = bicepFileKind(path);
  if (kind == BicepFileKind::NotBicep) {
    out.diagnostics.error("TOOL028", "'" + path + "' is not a Bicep file: expected a .bicep or .bicepparam file");
    return out;
  }
  auto text = ctx.access().read(path);
  if (!text) {
    out.diagnostics.add(text.error().toDiagnostic());
    return out;
  }
  return compileBicepSource(path, std::move(*text), ctx);
}

BicepCompilation compileBicepSource(const std::string& path, std::string text, CompileContext& ctx) {
  BicepCompilation out;
  BicepFileKind kind = bicepFileKind(path);
  if (kind == BicepFileKind::NotBicep) {
    out.diagnostics.error("TOOL028", "'" + path + "' is not a Bicep file: expected a .bicep or .bicepparam file");
    return out;
  }
  auto config = ctx.configFor(path, out.diagnostics);
  auto choice = toolchain::selectCompiler(*config, ctx.compilers());
  if (!choice) {
    // On the Bicep file itself; the message names the bicepconfig.json that pins the version.
    out.fileId = ctx.files().add(path, std::move(text));
    out.diagnostics.error(choice.error().code, choice.error().message, Loc{out.fileId, 0, 0});
    return out;
  }
  out.compiler = *choice;
  if (!choice->native) {
    compileExternal(path, std::move(text), kind, *config, ctx, out);
    return out;
  }
  compileNative(path, std::move(text), kind, *config, ctx, out);
  // The source stays in the table the native compiler put it in: no copy unless it is needed.
  if (ctx.options().policy == toolchain::BicepCliPolicy::Auto && out.fileId != 0)
    if (auto viaCli = compileWithCliInstead(path, std::string(ctx.files().text(out.fileId)), kind, *config, ctx, out))
      return std::move(*viaCli);
  return out;
}

}  // namespace pf::compile
