#include "engine/toolchain/compiler_selection.hpp"

#include <cstdlib>
#include <filesystem>
#include <unistd.h>

#include "engine/core/json.hpp"
#include "engine/core/trim.hpp"
#include "engine/toolchain/process.hpp"
#include "preflight/version.hpp"

extern char** environ;  // the process environment (POSIX)

namespace fs = std::filesystem;

namespace pf::toolchain {

namespace {

std::string env(const char* name) {
  const char* v = std::getenv(name);
  return v ? std::string(v) : std::string();
}

bool isExecutableFile(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec) && ::access(p.c_str(), X_OK) == 0;
}

std::string seconds(std::chrono::milliseconds ms) {
  auto n = ms.count();
  if (n % 1000 == 0) return std::to_string(n / 1000) + " s";
  return std::to_string(n) + " ms";
}

}  // namespace

Result<BicepCliPolicy> parseBicepCliPolicy(std::string_view text) {
  if (text == "never") return BicepCliPolicy::Never;
  if (text == "auto") return BicepCliPolicy::Auto;
  if (text == "always") return BicepCliPolicy::Always;
  return makeError("TOOL024", "--bicep-cli must be never, auto or always, not '" + std::string(text) + "'");
}

const char* bicepCliPolicyName(BicepCliPolicy p) {
  switch (p) {
    case BicepCliPolicy::Never: return "never";
    case BicepCliPolicy::Auto: return "auto";
    case BicepCliPolicy::Always: return "always";
  }
  return "auto";
}

ToolEnvironment ToolEnvironment::fromProcess() {
  ToolEnvironment t{env("PREFLIGHT_BICEP_PATH"), env("PATH"), env("HOME"), {}};
  for (char** e = environ; e && *e; ++e) t.variables.emplace_back(*e);
  return t;
}

std::vector<std::string> bicepCliEnvironment(const ToolEnvironment& env, const std::set<std::string>& allowed) {
  static const char* const kNames[] = {"PATH", "HOME", "USER", "LOGNAME", "TMPDIR", "TMP", "TEMP", "LANG",
                                       "LANGUAGE", "TZ", "SSL_CERT_FILE", "SSL_CERT_DIR"};
  static const char* const kPrefixes[] = {"LC_", "XDG_", "DOTNET_"};
  std::vector<std::string> out;
  for (const std::string& entry : env.variables) {
    size_t eq = entry.find('=');
    if (eq == std::string::npos || eq == 0) continue;
    std::string name = entry.substr(0, eq);
    bool keep = allowed.count(name) > 0;
    for (const char* n : kNames) keep = keep || name == n;
    for (const char* p : kPrefixes) keep = keep || name.rfind(p, 0) == 0;
    if (keep) out.push_back(entry);
  }
  return out;
}

const Version& nativeBicepVersion() {
  static const Version v = [] {
    auto parsed = parseVersion(pf::kBicepVersion);
    return parsed ? *parsed : Version{};
  }();
  return v;
}

std::vector<std::string> bicepCandidates(const ToolEnvironment& e) {
  std::vector<std::string> out;
  std::vector<fs::path> seen;
  auto add = [&](const fs::path& p, bool explicitChoice) {
    std::error_code ec;
    if (!isExecutableFile(p)) {
      if (explicitChoice) out.push_back(p.string());  // reported as unusable rather than skipped
      return;
    }
    fs::path real = fs::canonical(p, ec);
    if (ec) real = p;
    for (const auto& s : seen)
      if (s == real) return;
    seen.push_back(real);
    out.push_back(p.string());
  };
  if (!e.bicepPath.empty()) {
    std::error_code ec;
    fs::path p(e.bicepPath);
    add(fs::is_directory(p, ec) ? p / "bicep" : p, true);
  }
  size_t start = 0;
  const std::string& path = e.path;
  while (!path.empty() && start <= path.size()) {
    size_t colon = path.find(':', start);
    std::string dir = path.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
    if (dir.empty()) dir = ".";  // an empty PATH entry means the current folder
    add(fs::path(dir) / "bicep", false);
    if (colon == std::string::npos) break;
    start = colon + 1;
  }
  if (!e.home.empty()) add(fs::path(e.home) / ".azure" / "bin" / "bicep", false);
  return out;
}

ExternalCompiler probeBicep(const std::string& path, std::chrono::milliseconds timeout) {
  ExternalCompiler c;
  c.path = path;
  if (!isExecutableFile(path)) {
    c.problem = "not an executable file";
    return c;
  }
  ProcessOptions opts;
  opts.timeout = timeout;
  opts.maxOutputBytes = 1 << 20;
  auto r = runProcess(path, {"--version"}, opts);
  if (!r) {
    c.problem = r.error().message;
    return c;
  }
  if (r->timedOut) {
    c.problem = "'--version' did not answer within " + seconds(timeout);
    return c;
  }
  if (!r->succeeded()) {
    std::string err(trimAscii(r->err));
    c.problem = "'--version' failed" + (err.empty() ? std::string() : ": " + err.substr(0, 300));
    return c;
  }
  c.version = findVersionIn(r->out);
  if (!c.version) c.problem = "'--version' printed no version: " + std::string(trimAscii(r->out).substr(0, 200));
  return c;
}

const std::vector<ExternalCompiler>& CompilerCatalog::external() {
  std::call_once(once_, [this] {
    for (const auto& path : bicepCandidates(options_.env)) external_.push_back(probeBicep(path, options_.timeout));
  });
  return external_;
}

std::string CompilerChoice::describe() const { return (native ? std::string("native") : path) + " " + version.str(); }

Result<CompilerChoice> selectCompiler(const VersionPin* pin, BicepCliPolicy policy, const Version& native,
                                      const std::vector<ExternalCompiler>& external) {
  CompilerChoice nativeChoice{true, "", native};
  if (policy != BicepCliPolicy::Always && (!pin || pin->constraint.satisfiedBy(native))) return nativeChoice;
  if (policy != BicepCliPolicy::Never) {
    for (const auto& e : external)
      if (e.version && (!pin || pin->constraint.satisfiedBy(*e.version))) return CompilerChoice{false, e.path, *e.version};
  }
  // Nothing fits: name every compiler considered and why each was passed over.
  std::string available;
  auto add = [&](const std::string& s) { available += (available.empty() ? "" : ", ") + s; };
  if (policy != BicepCliPolicy::Always) add("native " + native.str());
  if (policy == BicepCliPolicy::Never) {
    available += " (the Bicep CLI is not considered: --bicep-cli never)";
  } else {
    for (const auto& e : external) add(e.version ? e.path + " " + e.version->str() : e.path + " (unusable: " + e.problem + ")");
    if (external.empty()) {
      if (available.empty()) available = "none";
      available += " (no Bicep CLI found: set PREFLIGHT_BICEP_PATH, put bicep on PATH, or run 'az bicep install')";
    }
  }
  if (!pin)
    return makeError("TOOL020", "--bicep-cli always needs an installed Bicep CLI, but the available compilers are: " + available);
  return makeError("TOOL020", "Bicep version " + pin->constraint.text + " is required by " + pin->declaredIn +
                                  " but the available compilers are: " + available,
                   pin->loc);
}

Result<CompilerChoice> selectCompiler(const BicepConfig& config, CompilerCatalog& catalog) {
  if (config.bicepVersionInvalid)
    return makeError("TOOL020", "the Bicep version required by " + config.path +
                                    " cannot be read (see the bicepconfig.json error), so no compiler can be chosen");
  const VersionPin* pin = config.bicepVersion ? &*config.bicepVersion : nullptr;
  BicepCliPolicy policy = catalog.options().policy;
  const Version& native = nativeBicepVersion();
  // Probing the CLI costs a process start per candidate: skip it when the native compiler will do.
  if (policy == BicepCliPolicy::Never || (policy == BicepCliPolicy::Auto && (!pin || pin->constraint.satisfiedBy(native))))
    return selectCompiler(pin, policy, native, {});
  return selectCompiler(pin, policy, native, catalog.external());
}

Result<ExternalBuildOutput> runExternalBicep(const std::string& bicepPath, BicepBuildKind kind, const std::string& file,
                                             std::chrono::milliseconds timeout,
                                             std::optional<std::vector<std::string>> environment) {
  const char* verb = kind == BicepBuildKind::Build ? "build" : "build-params";
  std::string command = bicepPath + " " + verb + " --stdout " + file;
  ProcessOptions opts;
  opts.timeout = timeout;
  opts.environment = std::move(environment);
  auto r = runProcess(bicepPath, {verb, "--stdout", file}, opts);
  if (!r) return r.error();
  std::string err(trimAscii(r->err));
  if (r->timedOut)
    return makeError("TOOL022", "'" + command + "' did not finish within " + seconds(timeout) +
                                    " and was stopped (raise the limit with --bicep-timeout)" +
                                    (err.empty() ? std::string() : "; Bicep printed:\n" + err));
  if (r->signal != 0)
    return makeError("TOOL021", "'" + command + "' was killed by signal " + std::to_string(r->signal) +
                                    (err.empty() ? std::string() : ":\n" + err));
  if (r->exitCode != 0)
    return makeError("TOOL021", "'" + command + "' failed (exit code " + std::to_string(r->exitCode) + ")" +
                                    (err.empty() ? std::string(" and printed nothing on stderr") : ":\n" + err));
  if (r->truncated) return makeError("TOOL021", "'" + command + "' printed more output than preflight accepts");
  if (trimAscii(r->out).empty())
    return makeError("TOOL021", "'" + command + "' succeeded but printed nothing" + (err.empty() ? "" : ":\n" + err));
  return ExternalBuildOutput{std::move(r->out), err};
}

Result<BuildParamsOutput> parseBuildParamsOutput(std::string_view stdoutText) {
  Diagnostics diags;
  auto v = parseJson(stdoutText, 0, diags);
  const Value* params = v && v->isObject() ? v->get("parametersJson") : nullptr;
  if (!params || !params->isString())
    return makeError("TOOL021", "the output of 'bicep build-params --stdout' is not the expected JSON object with "
                                "'parametersJson'");
  BuildParamsOutput out;
  out.parametersJson = params->str();
  if (const Value* t = v->get("templateJson"); t && t->isString()) out.templateJson = t->str();
  if (const Value* id = v->get("templateSpecId"); id && id->isString()) out.templateSpecId = id->str();
  return out;
}

}  // namespace pf::toolchain
