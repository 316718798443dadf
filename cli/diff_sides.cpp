#include "cli/diff_sides.hpp"
#include "cli/terminal_output.hpp"

#include <ctime>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>

#include "engine/analyze/analyze.hpp"
#include "engine/analyze/deployment_expansions.hpp"
#include "engine/inputs/environment_access.hpp"
#include "engine/inputs/read_access.hpp"
#include "preflight/version.hpp"

namespace pf::cli {

namespace fs = std::filesystem;

namespace {

std::string relativeTo(const std::string& root, const std::string& path) {
  if (path.empty()) return path;
  fs::path rel = fs::path(path).lexically_normal().lexically_relative(fs::path(root).lexically_normal());
  if (rel.empty() || *rel.begin() == "..") return fs::path(path).generic_string();
  return rel.generic_string();
}

// Root-relative file names in `_source`, so that both sides name files alike.
void relativeSources(Value& resource, const std::string& root) {
  Value* s = resource.isObject() ? resource.objMut().find("_source") : nullptr;
  if (!s || !s->isObject()) return;
  for (const char* k : {"file", "template", "parameterFile"})
    if (Value* f = s->objMut().find(k); f && f->isString()) *f = Value(relativeTo(root, f->str()));
}

// Messages name files as the repository does, not by the temporary folder holding a revision.
void printDiagnostics(const Diagnostics& diags, const SourceFiles& files, const std::string& root,
                      const std::string& label, const SecretSet& secrets) {
  std::string prefix = fs::path(root).lexically_normal().generic_string() + "/";
  for (const auto& d : diags.items()) {
    std::string text = diagnosticText(d, files, &secrets);
    for (size_t at; (at = text.find(prefix)) != std::string::npos;) text.erase(at, prefix.size());
    std::cerr << "preflight diff: at " << label << ": " << text << "\n";
  }
}

// preflight.yaml / ps-rule.yaml of the side: in the first folder analyzed or a folder above it,
// up to the side's root (as `analyze` finds them).
inputs::ConfigFiles findConfig(const std::string& root, const std::vector<std::string>& paths) {
  std::error_code ec;
  fs::path dir = paths.empty() ? fs::path(root) : fs::path(paths.front());
  if (!fs::is_directory(dir, ec)) dir = dir.parent_path();
  fs::path top = fs::path(root).lexically_normal();
  dir = dir.lexically_normal();
  for (int depth = 0; depth < 64; ++depth) {
    inputs::ConfigFiles found = inputs::findConfigFiles(dir.string());
    if (!found.empty()) return found;
    if (dir == top || dir == dir.parent_path()) break;
    dir = dir.parent_path();
  }
  return {};
}

std::string today() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

// The request `analyze` would build for these paths at this side, confined to the side's root.
bool buildRequest(const std::string& root, const std::vector<std::string>& paths, const SideOptions& o,
                  analyze::AnalyzeRequest& req, SourceFiles& files, Diagnostics& diags) {
  req.paths = paths;
  FileAccessPolicy access = FileAccessPolicy::confinedTo({root});
  for (const auto& dir : o.read.allowRead) access.allow(dir);
  inputs::ConfigFiles found = o.configFile.empty() ? findConfig(root, paths) : inputs::ConfigFiles{o.configFile, ""};
  if (!found.empty()) {
    req.config = o.configFile.empty() ? inputs::loadConfigFiles(found, files, req.configDiagnostics, access)
                                      : inputs::loadConfigFile(o.configFile, files, req.configDiagnostics);
    inputs::applyConfigAccess(access, req.config, diags);
  }
  applyMaxFileSize(o.read, access);
  req.context = req.config.deploymentContext();
  if (!applyContextOptions(o.context, req.context, req.expand, files, diags)) return false;
  for (const auto& [url, dir] : req.expand.artifactLocations) access.allow(dir);
  req.access = access;
  ToolchainArgs tool = o.toolchain;
  for (auto& name : inputs::configAllowedEnvironment(req.config, access, diags)) tool.allowEnv.push_back(name);
  auto toolchain = toolchainOptions(tool);
  if (!toolchain) {
    diags.add(toolchain.error().toDiagnostic());
    return false;
  }
  req.toolchain = std::move(toolchain).value();
  req.reportRoot = root;
  req.workingDirectory = root;
  req.today = today();
  req.toolVersion = kVersion;
  return true;
}

}  // namespace

Side expandSide(const std::string& label, const std::string& root, const SideOptions& o, ThreadCrew* crew) {
  Side side;
  side.label = label;
  side.root = root;
  side.input.revision = label;
  std::vector<std::string> paths;
  std::error_code ec;
  for (const auto& p : o.paths) {
    std::string full = p == "." ? root : (fs::path(root) / p).string();
    if (fs::exists(full, ec)) paths.push_back(full);  // absent at this side: nothing deployed from it
  }
  if (paths.empty()) return side;
  SourceFiles files;
  Diagnostics diags;
  analyze::AnalyzeRequest req;
  if (!buildRequest(root, paths, o, req, files, diags)) {
    printDiagnostics(diags, files, root, label, {});
    side.failed = true;
    return side;
  }
  req.crew = crew;
  analyze::ExpandedDeployments expanded = analyze::expandDeployments(req, files);
  diags.append(expanded.diagnostics);
  side.secrets = expanded.secrets;
  for (auto& e : expanded.deployments) {
    diff::DeploymentInput d;
    d.source = relativeTo(root, e.source);
    d.parameters = relativeTo(root, e.parameters);
    d.failure = e.failure;
    for (const Diagnostic& x : e.errors.items()) {
      std::string at = x.loc.file ? relativeTo(root, files.path(x.loc.file)) : "";
      if (!at.empty() && x.loc.line) at += ":" + std::to_string(x.loc.line);
      d.errors.push_back(x.code + (at.empty() ? "" : " " + at) + ": " + x.message);
    }
    diags.append(e.errors);
    if (e.expansion)
      for (Value& r : e.expansion->resources) {
        relativeSources(r, root);
        d.resources.push_back(std::move(r));
      }
    side.input.deployments.push_back(std::move(d));
  }
  if (o.rules) {
    analyze::AnalyzeResult result = analyze::analyze(req, files);
    for (auto& f : result.report.findings)
      if (f.isProblem() && !f.suppressed()) side.findings.push_back(std::move(f));
  }
  printDiagnostics(diags, files, root, label, side.secrets);
  side.failed = expanded.inputError;
  return side;
}

void scrubSide(Side& side, const SecretSet& secrets) {
  if (secrets.empty()) return;
  for (auto& d : side.input.deployments) {
    for (Value& r : d.resources) secrets.scrub(r);
    d.failure = secrets.scrub(d.failure);
    for (auto& e : d.errors) e = secrets.scrub(e);
  }
  for (auto& f : side.findings) f.message = secrets.scrub(f.message);
}

void markFindings(diff::DiffResult& diff, const Side& base, const Side& head) {
  using Key = std::pair<std::string, std::string>;  // (resource id folded, rule + message key)
  auto index = [](const Side& s) {
    std::map<Key, const report::Finding*> out;
    for (const auto& f : s.findings)
      for (const auto& r : f.resources)
        if (!r.id.empty()) out.emplace(Key{toLowerAscii(r.id), f.ruleId + "\n" + f.messageKey}, &f);
    return out;
  };
  auto before = index(base), after = index(head);
  auto ref = [](const report::Finding& f) {
    return diff::FindingRef{f.ruleName.empty() ? f.ruleId : f.ruleName, report::levelName(f.level), f.message};
  };
  diff.rulesChecked = true;
  for (auto& d : diff.deployments)
    for (auto& r : d.resources) {
      std::string id = toLowerAscii(r.id);
      for (const auto& [k, f] : after)
        if (k.first == id && !before.count(k)) r.introduced.push_back(ref(*f));
      for (const auto& [k, f] : before)
        if (k.first == id && !after.count(k)) r.fixed.push_back(ref(*f));
    }
}

}  // namespace pf::cli
