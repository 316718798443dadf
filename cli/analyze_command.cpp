// preflight analyze [PATH...]: discover, expand and check every deployment, then report.
#include <unistd.h>

#include <chrono>
#include <algorithm>
#include <ctime>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.hpp"
#include "cli/config_lookup.hpp"
#include "cli/context_options.hpp"
#include "cli/keep_until_exit.hpp"
#include "cli/output_file.hpp"
#include "cli/read_options.hpp"
#include "cli/terminal_output.hpp"
#include "cli/toolchain_options.hpp"
#include "engine/analyze/analyze.hpp"
#include "engine/core/cpu_count.hpp"
#include "engine/core/hex.hpp"
#include "engine/core/secrets.hpp"
#include "engine/core/sha1.hpp"
#include "engine/core/source_paths.hpp"
#include "engine/core/terminal_text.hpp"
#include "engine/core/thread_crew.hpp"
#include "engine/core/timings.hpp"
#include "engine/inputs/environment_access.hpp"
#include "engine/inputs/read_access.hpp"
#include "engine/inputs/shard.hpp"
#include "preflight/version.hpp"
#include "report/baseline.hpp"
#include "report/dedup.hpp"
#include "report/exit_code.hpp"
#include "report/fingerprint.hpp"
#include "report/progress_line.hpp"
#include "report/writers.hpp"

namespace pf::cli {

namespace fs = std::filesystem;

namespace {

struct AnalyzeArgs {
  std::vector<std::string> paths;
  std::string configFile;
  std::vector<std::string> formats;
  std::vector<std::string> outputs;
  std::string failOn;
  std::string baseline;
  bool sarifAll = false;
  bool showSuppressed = false;
  bool noBuiltinRules = false;
  std::vector<std::string> rules;
  std::vector<std::string> policies, aliases;
  bool policyAssignAll = false;
  std::string ruleBaseline;        // --rule-baseline: as PSRule's -Baseline
  std::string inputFormat = "auto";  // --input-format: auto or resources
  std::string color = "auto";
  std::string sourceRoot;
  unsigned jobs = 0;
  bool timings = false;
  ContextOptions context;
  ToolchainArgs toolchain;
  ReadOptions read;
  bool toolchainGiven = false;  // --bicep-cli or --bicep-timeout on the command line
  // Which --format each --output follows, from CLI11's parse order.
  std::vector<int> outputFormat;
  std::string shard;  // --shard I/N
  bool shardGiven = false;  // (even empty: an error)
  // What a shard's report records of the command line, so that `preflight merge` refuses shards
  // run with other options: every option but those that only say where and how to write.
  std::string optionsText;
};

struct Target {
  report::Format format;
  std::string path;      // empty: standard output
  bool refused = false;  // a path the configuration may not write (reported; not written)
};

std::string today() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

void printDiagnostics(const Diagnostics& diags, const SourceFiles& files, const SecretSet& secrets = {}) {
  // Scrubbed as printed: a source line shown under a message may be the Bicep CLI's output.
  for (const auto& d : diags.items()) std::cerr << diagnosticText(d, files, &secrets) << "\n";
}

bool inside(const fs::path& dir, const fs::path& p) {
  auto [a, b] = std::mismatch(dir.begin(), dir.end(), p.begin(), p.end());
  return a == dir.end();
}

// Pipelines run from the repository root: report paths from the current folder when everything
// analyzed is under it, so that code scanning finds the files.
std::string reportRoot(const AnalyzeArgs& a, const std::vector<std::string>& paths) {
  if (!a.sourceRoot.empty()) return a.sourceRoot;
  std::error_code ec;
  fs::path cwd = fs::current_path(ec);
  if (ec) return {};
  for (const auto& p : paths)
    if (!inside(cwd, fs::absolute(p, ec).lexically_normal())) return {};
  return cwd.string();
}

bool writableFromRepository(const std::string& path, const FileAccessPolicy& access) {
  std::error_code ec;
  fs::path abs = fs::absolute(path, ec);
  fs::path resolved = fs::weakly_canonical(abs, ec);
  if (ec || !access.insideRoots(path) || !access.permits(resolved.generic_string())) return false;
  for (const auto& part : abs.lexically_normal())
    if (part == ".git") return false;
  return true;
}

// --format/--output pairs: an --output belongs to the --format before it; a lone --output
// takes the configuration's (or text's) format.
bool outputTargets(const AnalyzeArgs& a, const inputs::Config& config, const FileAccessPolicy& access,
                   std::vector<Target>& out, Diagnostics& diags) {
  if (a.formats.empty() && a.outputs.empty()) {
    for (const auto& t : config.output.targets) {
      auto f = report::parseFormat(t.format);
      if (!f) {
        diags.error("CLI021", "unknown report format '" + t.format + "' in the configuration", t.loc);
        return false;
      }
      // A configuration in the repository is pull-request content: it may not make the run write
      // outside the repository, nor into its .git folder.
      if (!t.path.empty() && !inputs::configTrusted(config, access) && !writableFromRepository(t.path, access)) {
        // Only this report is lost: the others, and the run, go on (the exit code says so).
        diags.error("CLI024",
                    "the report file '" + t.path + "' is outside the analyzed repository or inside its .git folder; a "
                    "configuration file in the repository may not write there (use --output)",
                    t.loc);
        out.push_back({*f, t.path, true});
        continue;
      }
      if (!t.path.empty()) {
        if (auto why = linkedOutOfRepository(t.path, access)) {
          diags.error("CLI025", "the report file '" + t.path + "' " + *why + "; it is not written", t.loc);
          out.push_back({*f, t.path, true});
          continue;
        }
      }
      out.push_back({*f, t.path});
    }
    if (std::all_of(out.begin(), out.end(), [](const Target& t) { return t.refused; }))
      out.push_back({report::Format::Text, ""});
    return true;
  }
  std::vector<Target> byFormat;
  for (const auto& name : a.formats) {
    auto f = report::parseFormat(name);
    if (!f) {
      diags.error("CLI021", "unknown report format '" + name + "' (text, json, sarif, junit, markdown)");
      return false;
    }
    byFormat.push_back({*f, ""});
  }
  std::vector<bool> taken(byFormat.size(), false);
  for (size_t i = 0; i < a.outputs.size(); ++i) {
    int owner = i < a.outputFormat.size() ? a.outputFormat[i] : -1;
    if (owner < 0) {
      if (byFormat.empty()) {
        byFormat.push_back({report::Format::Text, a.outputs[i]});
        taken.push_back(true);
        continue;
      }
      owner = 0;
    }
    if (taken[owner]) {
      diags.error("CLI022", "two --output options follow one --format (" +
                                std::string(report::formatName(byFormat[owner].format)) + ")");
      return false;
    }
    byFormat[owner].path = a.outputs[i];
    taken[owner] = true;
  }
  int toStdout = 0;
  for (const auto& t : byFormat) toStdout += t.path.empty();
  if (toStdout > 1) {
    diags.error("CLI023", "more than one --format writes to standard output; give the others an --output file");
    return false;
  }
  // The pipeline chose these paths, but a pull request may have put a link where one points.
  for (auto& t : byFormat) {
    if (t.path.empty()) continue;
    if (auto why = linkedOutOfRepository(t.path, access)) {
      diags.error("CLI025", "the report file '" + t.path + "' " + *why + "; it is not written");
      t.refused = true;
    }
  }
  out = std::move(byFormat);
  return true;
}

// The digest a shard's report carries: the command line (every option that decides what is found)
// and the configuration file's text.
std::string shardOptions(const AnalyzeArgs& a, const inputs::Config& config, const SourceFiles& files) {
  std::string text = a.optionsText;
  if (!config.path.empty())
    if (uint32_t id = SourcePathIndex(files).find(config.path)) text += "\nconfig:" + files.text(id);
  std::string out;
  for (uint8_t b : sha1(text)) appendHexByte(out, b);
  return out;
}

int runAnalyze(const AnalyzeArgs& a) {
  auto started = std::chrono::steady_clock::now();
  auto filesHeld = std::make_unique<SourceFiles>();
  SourceFiles& files = *filesHeld;
  Diagnostics diags;
  analyze::AnalyzeRequest req;
  req.paths = a.paths.empty() ? std::vector<std::string>{"."} : a.paths;

  // What the analyzed files may make preflight read: their repositories, and what is allowed on
  // purpose (--allow-read, a configuration file kept outside the repository).
  FileAccessPolicy access = readAccess(a.read, req.paths);
  inputs::ConfigFiles found = a.configFile.empty() ? findConfig(req.paths) : inputs::ConfigFiles{a.configFile, ""};
  if (!found.empty()) {
    std::error_code ec;
    if (!a.configFile.empty() && !fs::exists(a.configFile, ec)) {
      std::cerr << "preflight analyze: the configuration file '" << a.configFile << "' does not exist\n";
      return report::kExitUsage;
    }
    // A file named by --config is the caller's choice; one found in the repository is its content.
    // Problems in the file are findings (analyze() judges them); the run goes on with the rest.
    req.config = a.configFile.empty() ? inputs::loadConfigFiles(found, files, req.configDiagnostics, access)
                                      : inputs::loadConfigFile(a.configFile, files, req.configDiagnostics);
    inputs::applyConfigAccess(access, req.config, diags);
    applyMaxFileSize(a.read, access);
  }
  req.context = req.config.deploymentContext();
  if (!applyContextOptions(a.context, req.context, req.expand, files, diags) || diags.hasErrors()) {
    printDiagnostics(diags, files);
    return report::kExitUsage;
  }
  // Folders the command line maps linked templates to are the caller's choice.
  for (const auto& [url, dir] : req.expand.artifactLocations) access.allow(dir);
  if (!a.context.rootDir.empty()) access.allow(a.context.rootDir);
  req.access = access;
  std::vector<Target> targets;
  if (!outputTargets(a, req.config, access, targets, diags)) {
    printDiagnostics(diags, files);
    return report::kExitUsage;
  }
  std::string failOnText = a.failOn.empty() ? req.config.output.failOn : a.failOn;
  auto failOn = report::parseFailOn(failOnText);
  if (!failOn) {
    std::cerr << "preflight analyze: --fail-on must be error, warning, note or none, not '" << failOnText << "'\n";
    return report::kExitUsage;
  }
  if (a.shardGiven) {
    auto shard = inputs::parseShard(a.shard);
    if (!shard) {
      std::cerr << "preflight analyze: " << shard.error().code << ": " << terminalSafe(shard.error().message) << "\n";
      return report::kExitUsage;
    }
    if (!a.baseline.empty()) {
      // A shard cannot know which of its findings the other shards also reach.
      std::cerr << "preflight analyze: CLI033: --baseline cannot be used with --shard; give it to `preflight merge`\n";
      return report::kExitUsage;
    }
    req.shard = *shard;
  }
  std::optional<report::Baseline> baseline;
  if (!a.baseline.empty()) {
    auto b = report::loadBaseline(a.baseline);
    if (!b) {
      std::cerr << "preflight analyze: --baseline " << a.baseline << ": " << terminalSafe(b.error().message) << "\n";
      return report::kExitUsage;
    }
    baseline = std::move(b).value();
  }
  req.reportRoot = reportRoot(a, req.paths);
  // Bicep toolchain: command-line flags, else the configuration's bicep: section.
  ToolchainArgs tool = a.toolchain;
  if (!a.toolchainGiven) {
    tool.bicepCli = req.config.bicep.cli;
    if (req.config.bicep.timeoutSeconds) tool.timeoutSeconds = *req.config.bicep.timeoutSeconds;
  }
  for (auto& name : inputs::configAllowedEnvironment(req.config, access, diags)) tool.allowEnv.push_back(name);
  auto toolchain = toolchainOptions(tool);
  if (!toolchain) {
    std::cerr << "preflight analyze: " << terminalSafe(toolchain.error().message) << "\n";
    return report::kExitUsage;
  }
  req.toolchain = std::move(toolchain).value();
  req.rulePaths = a.rules;
  req.policyPaths = a.policies;
  req.aliasFiles = a.aliases;
  req.policyAssignAll = a.policyAssignAll;
  req.resourceData = a.inputFormat == "resources";
  if (!a.ruleBaseline.empty()) {
    req.config.rules.baseline = a.ruleBaseline;
    req.config.rules.baselineLoc = Loc{};
  }
  {
    std::error_code ec;
    req.workingDirectory = fs::current_path(ec).string();  // PSRule reads .ps-rule/ from here
  }
  // One thread per core the process may use: its CPU affinity and its container's CPU quota count.
  const unsigned jobs = a.jobs ? a.jobs : usableCores();
  req.jobs = jobs;
  // The run's threads, kept from phase to phase and, at the end, until the process exits: a
  // thread that ends hands its allocator pages back, block by block (engine/core/thread_crew.hpp).
  auto crew = std::make_unique<ThreadCrew>();
  req.crew = crew.get();
  req.builtinRules = !a.noBuiltinRules;
  req.today = today();
  req.toolVersion = kVersion;
  req.timings = a.timings;
  // Rule help pages are SARIF's alone (and a shard's, for the merged SARIF).
  req.ruleHelp = req.shard.has_value() ||
                 std::any_of(targets.begin(), targets.end(), [](const Target& t) { return t.format == report::Format::Sarif; });

  report::ProgressLine progress(std::cerr, isatty(STDERR_FILENO) != 0);
  req.progress = [&progress](size_t done, size_t total, const std::string& current) {
    progress.update(done, total, current);
  };
  auto resultHeld = std::make_unique<analyze::AnalyzeResult>(analyze::analyze(req, files));
  analyze::AnalyzeResult& result = *resultHeld;
  progress.finish();
  diags.append(result.diagnostics);
  printDiagnostics(diags, files, environmentSecrets(req.toolchain.allowedEnvironment));
  if (result.inputError) return report::kExitUsage;

  report::Report& rep = result.report;
  if (rep.shard) rep.shard->options = shardOptions(a, req.config, files);
  std::optional<PhaseTimer> reportTimer;
  if (a.timings) reportTimer.emplace(&result.timings, Phase::Report, CpuOf::Process);  // and its writers
  // The report phase uses as many threads (the analysis is over), but new ones, not the crew's: a
  // thread that analysed units holds pages whose blocks the others freed, and its first
  // allocations here would collect them (6 ms instead of 0.6 for its half of the fingerprint texts).
  rep.findings = report::deduplicate(std::move(rep.findings), jobs);
  if (baseline) rep.summary.baselineFiltered = report::applyBaseline(rep.findings, *baseline, jobs);
  report::assignFingerprints(rep.findings, jobs);  // once, not in a copy per report written

  report::WriteOptions wo;
  wo.jobs = jobs;
  wo.all = a.sarifAll || req.config.output.sarifAll;
  wo.includeSuppressed = a.showSuppressed;
  bool tty = isatty(STDOUT_FILENO) != 0;
  wo.color = a.color == "always" || (a.color == "auto" && tty && std::getenv("NO_COLOR") == nullptr);
  // Every report is written that can be; one that cannot says why and makes the exit code 2.
  bool unwritten = false;
  for (const Target& t : targets) {
    if (t.refused) {
      unwritten = true;
      continue;
    }
    report::WriteOptions o = wo;
    if (!t.path.empty()) o.color = false;
    // Written in pieces where the format allows: a big report is never held whole.
    auto produce = [&](const std::function<void(std::string_view)>& sink) { report::writeReport(rep, t.format, o, sink); };
    if (t.path.empty()) {
      produce([](std::string_view piece) { std::cout << piece; });
      std::cout.flush();
      continue;
    }
    if (auto why = writeOutputFile(t.path, produce)) {
      std::cerr << "preflight analyze: cannot write the " << report::formatName(t.format) << " report to " << t.path
                << ": " << *why << "\n";
      unwritten = true;
    }
  }
  int code = unwritten ? report::kExitUsage : report::exitCodeFor(rep.findings, *failOn);
  if (a.timings) {
    reportTimer.reset();
    double wall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    std::cerr << result.timings.format(wall, processCpuMs());
  }
  keepUntilExit(std::move(resultHeld));
  keepUntilExit(std::move(filesHeld));
  keepUntilExit(std::move(crew));
  return code;
}

}  // namespace

void addAnalyzeCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<AnalyzeArgs>();
  auto* cmd = app.add_subcommand("analyze", "Check templates, Bicep files and their parameter files against rules");
  cmd->add_option("paths", args->paths, "Files and folders to analyze (default: the current folder)");
  cmd->add_option("-c,--config", args->configFile, "Configuration file (default: preflight.yaml and PSRule's ps-rule.yaml in the folder analyzed)");
  auto* format = cmd->add_option("-f,--format", args->formats, "Report format: text, json, sarif, junit, markdown (repeatable)");
  auto* output = cmd->add_option("-o,--output", args->outputs, "Write the report of the --format before it to this file");
  cmd->add_option("--fail-on", args->failOn, "Lowest level that fails the run: error (default), warning, note, none");
  cmd->add_option("--baseline", args->baseline, "Report only problems not in this earlier JSON report or SARIF log");
  cmd->add_flag("--sarif-all", args->sarifAll, "Also report passes and inconclusive results (SARIF, text, Markdown)");
  cmd->add_flag("--show-suppressed", args->showSuppressed, "Also list suppressed findings (they are always counted)");
  cmd->add_option("--rules", args->rules, "Extra rule file or folder (*.Rule.yaml; repeatable)");
  cmd->add_option("--policy", args->policies,
                  "Azure Policy definitions, initiatives, assignments and exemptions: a JSON file or a folder of them "
                  "(repeatable)");
  cmd->add_option("--aliases", args->aliases,
                  "`az provider list --expand resourceTypes/aliases` output adding to the embedded alias catalogue "
                  "(repeatable)");
  cmd->add_flag("--policy-assign-all", args->policyAssignAll,
                "Assign every loaded definition that no assignment names, at the analysis scope");
  cmd->add_flag("--no-builtin-rules", args->noBuiltinRules, "Do not run the built-in rule pack");
  cmd->add_option("--rule-baseline", args->ruleBaseline,
                  "Run the rules of this baseline (NAME, Module\\NAME or @GROUP), as PSRule's -Baseline");
  cmd->add_option("--input-format", args->inputFormat,
                  "auto (default), or resources: JSON files are exported resource data (PSRule's -InputPath), "
                  "checked as they are")
      ->check(CLI::IsMember({"auto", "resources"}));
  cmd->add_option("--color", args->color, "Colour the text report: auto, always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  cmd->add_option("-j,--jobs", args->jobs, "Threads reading files, expanding and checking deployments, and writing the reports (default: one per core the process may use, after its CPU affinity and container CPU limit)");
  cmd->add_flag("--timings", args->timings,
                "Print the wall and CPU time of each phase (discover, load, compile, expand, rules, report) on standard error");
  cmd->add_option("--shard", args->shard,
                  "Analyze only part I of N of the files found (I/N, split by path; merge the JSON reports with `preflight merge`)");
  cmd->add_option("--source-root", args->sourceRoot,
                  "Report paths relative to this folder (default: the current folder when it holds every path analyzed)");
  addContextOptions(*cmd, args->context);
  addToolchainOptions(cmd, args->toolchain);
  addEnvironmentOptions(cmd, args->toolchain);
  addReadOptions(*cmd, args->read);
  cmd->callback([args, cmd, format, output, &exit] {
    args->toolchainGiven = cmd->count("--bicep-cli") > 0 || cmd->count("--bicep-timeout") > 0;
    args->shardGiven = cmd->count("--shard") > 0;
    // Pair every --output with the --format given before it.
    args->outputFormat.clear();
    int formats = 0;
    for (const CLI::Option* o : cmd->parse_order()) {
      if (o == format) ++formats;
      if (o == output) args->outputFormat.push_back(formats - 1);
    }
    // Every option given but those that only choose outputs, threads or timing, in declaration
    // order (the order on the command line does not change the findings).
    args->optionsText.clear();
    for (const CLI::Option* o : cmd->get_options()) {
      bool output = false;
      for (const char* n : {"--shard", "--format", "--output", "--jobs", "--timings", "--color"}) output |= o->check_name(n);
      if (output || o->count() == 0) continue;
      for (const std::string& r : o->results()) args->optionsText += o->get_name() + "=" + r + "\n";
    }
    exit.value = runAnalyze(*args);
  });
}

}  // namespace pf::cli
