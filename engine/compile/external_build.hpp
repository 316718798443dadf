#pragma once
// Compiling with an installed Bicep CLI: `bicep build --stdout` / `build-params --stdout`, its
// JSON output read into Values, and the messages it printed on stderr turned into diagnostics.
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "engine/compile/bicep_compile.hpp"

namespace pf::compile {

// What one Bicep CLI run gave for a file. Value positions are lines of the CLI's JSON output,
// registered in the SourceFiles table as "<file> (bicep build output)".
struct CompileContext::CliRun {
  std::optional<Error> failure;     // TOOL021-023, TOOL026: nothing usable was produced
  std::optional<Value> tmpl;        // build: the template; build-params: the template `using` names
  std::optional<Value> parameters;  // build-params only
  std::string templateSpecId;       // build-params whose `using` names a template spec
  Diagnostics messages;             // what Bicep printed on stderr (TOOL027), problems reading its output
};

CompileContext::CliRun runBicepCli(const std::string& cli, const std::string& file, bool params,
                                   std::chrono::milliseconds timeout, SourceFiles& files,
                                   const FileAccessPolicy& access = {},
                                   std::optional<std::vector<std::string>> environment = std::nullopt);

// One line of Bicep's diagnostic output, "<path or file URI>(line,col) : <Level> <code>: <message>".
struct BicepMessage {
  std::string file;
  uint32_t line = 0, col = 0;
  Severity severity = Severity::Warning;
  std::string code;
  std::string message;
};
std::optional<BicepMessage> parseBicepMessage(std::string_view line);

}  // namespace pf::compile
