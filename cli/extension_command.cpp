// preflight extension test: check a Bicep extension's endpoint against the extensibility host's
// contract (contract/README.md). Parses arguments, loads the inputs, runs, writes the report.
#include <unistd.h>

#include <cmath>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/terminal_output.hpp"
#include "contract/http_loader.hpp"
#include "contract/run.hpp"
#include "preflight/version.hpp"
#include "report/exit_code.hpp"
#include "report/writers.hpp"

namespace pf::cli {

namespace {

struct ExtensionTestArgs {
  std::string endpoint;
  std::string resourceFile;
  std::string configFile;
  std::string caCertFile;
  std::vector<std::string> operations;
  std::string extensionVersion = "1.0.0";
  std::string format = "text";
  std::string output;
  std::string failOn = "error";
  std::string color = "auto";
  bool all = false;
  double timeoutSeconds = 60;
  double maxWaitSeconds = 600;
  double pollIntervalSeconds = -1;  // unset: Retry-After, else 60 s
};

contract::Millis millis(double seconds) { return contract::Millis(static_cast<long long>(std::llround(seconds * 1000))); }

void printDiagnostics(const Diagnostics& diags, const SourceFiles& files) {
  for (const auto& d : diags.items()) std::cerr << diagnosticText(d, files) << "\n";
}

bool validVersion(const std::string& v) {
  if (v.empty() || v.size() > 64) return false;
  for (char c : v)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_'))
      return false;
  return true;
}

int runExtensionTest(const ExtensionTestArgs& a) {
  const char* me = "preflight extension test: ";
  SourceFiles files;
  Diagnostics diags;
  contract::TestOptions options;
  options.extensionVersion = a.extensionVersion;
  if (!validVersion(a.extensionVersion))
    diags.error("EXT108", "--extension-version '" + a.extensionVersion +
                              "' must be 1 to 64 letters, digits, '.', '-' or '_' (it is a path segment)");
  if (!a.operations.empty()) {
    options.operations.clear();
    for (const std::string& name : a.operations) {
      auto op = contract::parseOperation(name);
      if (!op) diags.error("EXT107", "--operations: unknown operation '" + name + "' (preview, create, get, delete)");
      else options.operations.push_back(*op);
    }
  }
  options.caCertFile = a.caCertFile;
  options.requestTimeout = millis(a.timeoutSeconds);
  options.poll.maxWait = millis(a.maxWaitSeconds);
  if (a.pollIntervalSeconds >= 0) options.poll.interval = millis(a.pollIntervalSeconds);
  // CLI11 has checked both against their lists.
  auto format = report::parseFormat(a.format).value_or(report::Format::Text);
  auto failOn = report::parseFailOn(a.failOn).value_or(report::FailOn::Error);
  auto endpoint = contract::parseUrl(a.endpoint, "--endpoint");
  if (!endpoint) diags.add(endpoint.error().toDiagnostic());
  else if (endpoint->path.find('?') != std::string::npos)
    diags.error("EXT101", "--endpoint: the base URL may not have a query ('" + endpoint->path + "')");
  auto input = contract::loadTestInput(a.resourceFile, a.configFile, files, diags);
  if (input) diags.append(contract::checkPlan(*input, options));
  // The HTTP client is a plugin of its own, loaded here only (contract/http_loader.hpp).
  auto send = contract::loadInstalledHttpPlugin();
  if (!send) diags.add(send.error().toDiagnostic());
  printDiagnostics(diags, files);
  if (diags.hasErrors()) return report::kExitUsage;

  report::Report rep = contract::runExtensionTest(*endpoint, *input, options, *send);
  rep.tool.version = kVersion;
  report::WriteOptions wo;
  wo.all = a.all;
  wo.color = a.output.empty() &&
             (a.color == "always" || (a.color == "auto" && isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr));
  std::string text = report::writeReport(rep, format, wo);
  if (a.output.empty()) {
    std::cout << text;
  } else if (auto linked = linkedOutOfWorkingRepository(a.output)) {
    std::cerr << me << "CLI025: the report file '" << a.output << "' " << *linked << "; it is not written\n";
    return report::kExitUsage;
  } else if (auto why = writeOutputFile(a.output, text)) {
    std::cerr << me << "cannot write the report to " << a.output << ": " << *why << "\n";
    return report::kExitUsage;
  }
  return report::exitCodeFor(rep.findings, failOn);
}

}  // namespace

void addExtensionCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<ExtensionTestArgs>();
  auto* ext = app.add_subcommand("extension", "Work with Bicep extensions");
  ext->require_subcommand(1);
  auto* cmd = ext->add_subcommand("test", "Check an extension's endpoint against the extensibility host's contract");
  cmd->add_option("--endpoint", args->endpoint, "The extension's base URL (http:// or https://host:port[/path])")
      ->required();
  cmd->add_option("--resource", args->resourceFile,
                  "JSON file: the resource to test with (type, apiVersion, properties; optional config, configId, "
                  "identifiers, metadata.unevaluated)")
      ->required();
  cmd->add_option("--config", args->configFile, "JSON file: the extension config sent with every operation");
  cmd->add_option("--operations", args->operations, "Operations to test (default: preview,create,get,delete)")
      ->delimiter(',');
  cmd->add_option("--extension-version", args->extensionVersion,
                  "The extension version in the request paths and the Version header (default: 1.0.0)");
  cmd->add_option("--ca-cert", args->caCertFile,
                  "PEM file: trust these certificates for an https endpoint instead of the system's (a local "
                  "self-signed one)")
      ->check(CLI::ExistingFile);
  cmd->add_option("-f,--format", args->format, "Report format: text (default), json, sarif, junit, markdown")
      ->check(CLI::IsMember({"text", "json", "sarif", "junit", "markdown"}));
  cmd->add_option("-o,--output", args->output, "Write the report to this file instead of standard output");
  cmd->add_option("--fail-on", args->failOn, "Lowest level that fails the run: error (default), warning, note, none")
      ->check(CLI::IsMember({"error", "warning", "note", "none"}));
  cmd->add_flag("--all", args->all, "Also list the rules that held (text, SARIF, Markdown; JSON and JUnit always do)");
  cmd->add_option("--color", args->color, "Colour the text report: auto, always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  cmd->add_option("--timeout", args->timeoutSeconds, "Seconds one request may take (default: 60, as the host)")
      ->check(CLI::Range(0.001, 3600.0));
  cmd->add_option("--max-wait", args->maxWaitSeconds,
                  "Seconds to follow one long-running operation before reporting it (default: 600)")
      ->check(CLI::Range(0.0, 86400.0));
  cmd->add_option("--poll-interval", args->pollIntervalSeconds,
                  "Seconds between polls whatever Retry-After says (default: Retry-After within 10..600, else 60)")
      ->check(CLI::Range(0.0, 3600.0));
  cmd->callback([args, &exit] { exit.value = runExtensionTest(*args); });
}

}  // namespace pf::cli
