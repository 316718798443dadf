// preflight merge REPORT...: the JSON reports of `analyze --shard I/N` runs combined into the
// report of the unsharded run (report/merge.hpp), written in any format.
#include <unistd.h>

#include <iostream>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "engine/core/file.hpp"
#include "engine/core/terminal_text.hpp"
#include "report/baseline.hpp"
#include "report/exit_code.hpp"
#include "report/json_writer.hpp"  // readJsonReport
#include "report/merge.hpp"
#include "report/writers.hpp"

namespace pf::cli {

namespace {

struct MergeArgs {
  std::vector<std::string> reports;
  std::vector<std::string> formats;
  std::vector<std::string> outputs;
  std::vector<int> outputFormat;  // which --format each --output follows
  std::string failOn = "error";
  std::string baseline;
  bool sarifAll = false;
  bool showSuppressed = false;
};

int fail(const std::string& message) {
  std::cerr << "preflight merge: " << terminalSafe(message) << "\n";
  return report::kExitUsage;
}

int runMerge(const MergeArgs& a) {
  auto failOn = report::parseFailOn(a.failOn);
  if (!failOn) return fail("--fail-on must be error, warning, note or none, not '" + a.failOn + "'");
  // --format/--output pairs, as analyze pairs them: an --output belongs to the --format before it.
  std::vector<std::pair<report::Format, std::string>> targets;
  for (const auto& name : a.formats) {
    auto f = report::parseFormat(name);
    if (!f) return fail("CLI021: unknown report format '" + name + "' (text, json, sarif, junit, markdown)");
    targets.push_back({*f, ""});
  }
  if (targets.empty()) targets.push_back({report::Format::Json, ""});
  for (size_t i = 0; i < a.outputs.size(); ++i) {
    size_t owner = i < a.outputFormat.size() && a.outputFormat[i] >= 0 ? static_cast<size_t>(a.outputFormat[i]) : 0;
    if (!targets[owner].second.empty()) return fail("CLI022: two --output options follow one --format");
    targets[owner].second = a.outputs[i];
  }
  size_t toStdout = 0;
  for (const auto& t : targets) toStdout += t.second.empty();
  if (toStdout > 1) return fail("CLI023: more than one --format writes to standard output; give the others an --output file");

  std::vector<report::ShardReport> shards;
  for (const auto& path : a.reports) {
    auto text = readFile(path);
    if (!text) return fail(path + ": " + text.error().message);
    auto rep = report::readJsonReport(*text);
    if (!rep) {
      const Error& e = rep.error();
      std::string where = e.loc.line ? ":" + std::to_string(e.loc.line) + ":" + std::to_string(e.loc.col) : "";
      return fail(e.code + ": " + path + where + ": " + e.message);
    }
    shards.push_back({path, std::move(rep).value()});
  }
  auto merged = report::mergeShards(std::move(shards));
  if (!merged) return fail(merged.error().code + ": " + merged.error().message);
  report::Report& rep = merged.value();
  if (!a.baseline.empty()) {
    auto b = report::loadBaseline(a.baseline);
    if (!b) return fail("--baseline " + a.baseline + ": " + b.error().message);
    rep.summary.baselineFiltered = report::applyBaseline(rep.findings, *b);
  }

  report::WriteOptions wo;
  wo.all = a.sarifAll;
  wo.includeSuppressed = a.showSuppressed;
  bool unwritten = false;
  for (const auto& [format, path] : targets) {
    auto produce = [&, f = format](const std::function<void(std::string_view)>& sink) { report::writeReport(rep, f, wo, sink); };
    if (path.empty()) {
      produce([](std::string_view piece) { std::cout << piece; });
      std::cout.flush();
    } else if (auto linked = linkedOutOfWorkingRepository(path)) {
      std::cerr << "preflight merge: CLI025: the report file '" << path << "' " << *linked << "; it is not written\n";
      unwritten = true;
    } else if (auto why = writeOutputFile(path, produce)) {
      std::cerr << "preflight merge: cannot write the " << report::formatName(format) << " report to " << path << ": " << *why
                << "\n";
      unwritten = true;
    }
  }
  return unwritten ? report::kExitUsage : report::exitCodeFor(rep.findings, *failOn);
}

}  // namespace

void addMergeCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<MergeArgs>();
  auto* cmd = app.add_subcommand("merge", "Combine the JSON reports of `analyze --shard I/N` runs into the unsharded run's report");
  cmd->add_option("reports", args->reports, "The shards' JSON reports (analyze --shard I/N --format json), every shard once")
      ->required();
  auto* format = cmd->add_option("-f,--format", args->formats, "Report format: text, json (default), sarif, junit, markdown (repeatable)");
  auto* output = cmd->add_option("-o,--output", args->outputs, "Write the report of the --format before it to this file");
  cmd->add_option("--fail-on", args->failOn, "Lowest level that fails the run: error (default), warning, note, none");
  cmd->add_option("--baseline", args->baseline, "Report only problems not in this earlier JSON report or SARIF log");
  cmd->add_flag("--sarif-all", args->sarifAll, "Also report passes and inconclusive results (SARIF, text, Markdown)");
  cmd->add_flag("--show-suppressed", args->showSuppressed, "Also list suppressed findings (they are always counted)");
  cmd->callback([args, cmd, format, output, &exit] {
    args->outputFormat.clear();
    int formats = 0;
    for (const CLI::Option* o : cmd->parse_order()) {
      if (o == format) ++formats;
      if (o == output) args->outputFormat.push_back(formats - 1);
    }
    exit.value = runMerge(*args);
  });
}

}  // namespace pf::cli
