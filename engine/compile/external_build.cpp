#include "engine/compile/external_build.hpp"

#include <filesystem>
#include <map>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"

namespace pf::compile {

namespace {

// The CLI's JSON output, kept in the source table so positions inside it can be shown.
std::optional<Value> readJsonOutput(const std::string& name, std::string text, SourceFiles& files,
                                    Diagnostics& diags) {
  uint32_t id = files.add(name, std::move(text));
  auto v = parseJson(files.text(id), id, diags);
  if (!v || !v->isObject()) return std::nullopt;
  return v;
}

std::string percentDecoded(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    auto hex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
    if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) && hex(s[i + 2])) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

bool digitsOnly(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

// Turns Bicep's stderr into diagnostics: positioned lines keep Bicep's code and severity and
// point into the Bicep file; anything else is passed on once, at info level.
// Files the messages name are read (for their lines) through `access`.
void addMessages(const std::string& stderrText, SourceFiles& files, const FileAccessPolicy& access, Diagnostics& diags) {
  std::map<std::string, uint32_t> ids;  // files mentioned, added to the source table once
  auto idOf = [&](const std::string& path) -> uint32_t {
    auto it = ids.find(path);
    if (it != ids.end()) return it->second;
    auto text = access.read(path);
    uint32_t id = files.add(path, text ? std::move(*text) : std::string());
    ids.emplace(path, id);
    return id;
  };
  std::string other;
  size_t start = 0;
  while (start < stderrText.size()) {
    size_t end = stderrText.find('\n', start);
    if (end == std::string::npos) end = stderrText.size();
    std::string_view line(stderrText.data() + start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    start = end + 1;
    if (line.empty()) continue;
    if (auto m = parseBicepMessage(line)) {
      diags.add({m->code, m->severity, m->message, Loc{idOf(m->file), m->line, m->col}});
    } else {
      other += (other.empty() ? "" : "\n") + std::string(line);
    }
  }
  if (!other.empty()) diags.info("TOOL027", "the Bicep CLI printed:\n" + other);
}

std::string outputName(const std::string& file, bool params, bool tmpl) {
  if (!params) return file + " (bicep build output)";
  return file + (tmpl ? " (bicep build-params output: template)" : " (bicep build-params output)");
}

}  // namespace

std::optional<BicepMessage> parseBicepMessage(std::string_view line) {
  // <file>(<line>,<col>) : <Level> <code>: <message>
  size_t sep = line.find(") : ");
  if (sep == std::string_view::npos) return std::nullopt;
  size_t open = line.rfind('(', sep);
  if (open == std::string_view::npos || open == 0) return std::nullopt;
  std::string_view pos = line.substr(open + 1, sep - open - 1);
  size_t comma = pos.find(',');
  if (comma == std::string_view::npos || !digitsOnly(pos.substr(0, comma)) || !digitsOnly(pos.substr(comma + 1)))
    return std::nullopt;
  std::string_view rest = line.substr(sep + 4);
  size_t space = rest.find(' ');
  size_t colon = rest.find(": ");
  if (space == std::string_view::npos || colon == std::string_view::npos || colon < space) return std::nullopt;
  BicepMessage m;
  std::string_view level = rest.substr(0, space);
  if (level == "Error") m.severity = Severity::Error;
  else if (level == "Warning") m.severity = Severity::Warning;
  else if (level == "Info") m.severity = Severity::Info;
  else return std::nullopt;
  m.code = std::string(rest.substr(space + 1, colon - space - 1));
  m.message = std::string(rest.substr(colon + 2));
  std::string_view file = line.substr(0, open);
  if (file.rfind("file://", 0) == 0) {
    file.remove_prefix(7);
    m.file = percentDecoded(file);
  } else {
    m.file = std::string(file);
  }
  m.line = static_cast<uint32_t>(std::stoul(std::string(pos.substr(0, comma))));
  m.col = static_cast<uint32_t>(std::stoul(std::string(pos.substr(comma + 1))));
  return m;
}

CompileContext::CliRun runBicepCli(const std::string& cli, const std::string& file, bool params,
                                   std::chrono::milliseconds timeout, SourceFiles& files,
                                   const FileAccessPolicy& access,
                                   std::optional<std::vector<std::string>> environment) {
  CompileContext::CliRun run;
  auto out = toolchain::runExternalBicep(
      cli, params ? toolchain::BicepBuildKind::BuildParams : toolchain::BicepBuildKind::Build, file, timeout,
      std::move(environment));
  if (!out) {
    run.failure = out.error();
    return run;
  }
  addMessages(out->messages, files, access, run.messages);
  std::string command = cli + (params ? " build-params" : " build") + " --stdout " + file;
  auto notJson = [&](const std::string& what) {
    return makeError("TOOL026", "'" + command + "' printed " + what + " that is not a JSON object (see the JSON errors)");
  };
  if (!params) {
    run.tmpl = readJsonOutput(outputName(file, false, false), std::move(out->json), files, run.messages);
    if (!run.tmpl) run.failure = notJson("a template");
    return run;
  }
  auto parts = toolchain::parseBuildParamsOutput(out->json);
  if (!parts) {
    run.failure = parts.error();
    return run;
  }
  run.parameters = readJsonOutput(outputName(file, true, false), std::move(parts->parametersJson), files, run.messages);
  if (!run.parameters) run.failure = notJson("a parameters file");
  if (!parts->templateJson.empty()) {
    run.tmpl = readJsonOutput(outputName(file, true, true), std::move(parts->templateJson), files, run.messages);
    if (!run.tmpl) run.failure = notJson("a template");
  }
  run.templateSpecId = std::move(parts->templateSpecId);
  return run;
}

}  // namespace pf::compile
