// Entry point: run the root deployment, then gather resources from every deployment.
#include "engine/expand/expand.hpp"

#include <filesystem>

#include "engine/core/normal_path.hpp"
#include "engine/expand/deployment.hpp"
#include "engine/expand/finalize.hpp"
#include "engine/core/stack_thread.hpp"
#include "engine/expand/value_limits.hpp"

namespace pf {

namespace {

// deployment().properties.templateLink.uri of the root: a URL beside the template, so that the
// _artifactsLocation convention resolves linked templates to files under the analyzed folder.
Value rootTemplateLink(const ExpandRequest& req, const ExpandOptions& opt) {
  namespace fs = std::filesystem;
  auto link = [](const std::string& rel) {
    return Value(Object{{"uri", std::string(kLocalArtifactsPrefix) + rel}, {"contentVersion", "1.0.0.0"}});
  };
  // The usual case by text (a file found under the root it was found from): std::filesystem
  // asks for the current folder and splits both paths, some 25,000 instructions a template.
  const std::string& path = req.templatePath;
  if (!opt.rootDir.empty() && path.size() > opt.rootDir.size() + 1 && path.starts_with(opt.rootDir) &&
      path[opt.rootDir.size()] == '/' && opt.rootDir.back() != '/') {
    std::string_view rest = std::string_view(path).substr(opt.rootDir.size() + 1);
    if (plainNames(rest)) return link(std::string(rest));
  }
  fs::path file = fs::absolute(req.templatePath).lexically_normal();
  fs::path root = opt.rootDir.empty() ? file.parent_path() : fs::absolute(opt.rootDir).lexically_normal();
  std::string rel = file.lexically_relative(root).generic_string();
  if (rel.empty() || rel.rfind("..", 0) == 0) rel = file.filename().string();
  return link(rel);
}

// ARM refuses a template whose JSON is larger than 4 MB. Checked on the file the template was
// read from (a compiled Bicep template has no file text of its own).
constexpr size_t kMaxTemplateBytes = 4u * 1024 * 1024;

void checkTemplateSize(const Template& tpl, const SourceFiles& files, Diagnostics& diags) {
  Loc loc = tpl.root.loc();
  if (loc.file == 0 || loc.file >= files.size()) return;
  const std::string& path = files.path(loc.file);
  if (path.size() >= 6 && path.compare(path.size() - 6, 6, ".bicep") == 0) return;
  size_t bytes = files.text(loc.file).size();
  if (bytes > kMaxTemplateBytes)
    diags.error("EXP055",
                "the template is " + std::to_string(bytes) + " bytes; Resource Manager accepts at most 4 MB (4,194,304 bytes)",
                Loc{loc.file, 1, 1});
}

}  // namespace

namespace {

Expansion expandHere(const ExpandRequest& req, const ExpandServices& services, const ExpandOptions& options) {
  ExpansionState st(services, options);
  checkTemplateSize(*req.tpl, services.files, st.out.diagnostics);
  DeploymentContext ctx = req.context;
  ctx.scope = req.tpl->scope;
  if (ctx.deploymentTemplateLink.isNull() && !req.templatePath.empty())
    ctx.deploymentTemplateLink = rootTemplateLink(req, options);
  auto root = std::make_unique<DeploymentExpander>(st, *req.tpl, ctx, ctx.deploymentName, req.templatePath, nullptr,
                                                   false, 0);
  DeploymentExpander* r = root.get();
  st.deployments.push_front(std::move(root));
  r->setParameterFile(req.parameters, req.parameterPath);
  r->run();
  collectResources(*r, st.out.resources, options.requests ? &st.out.requests : nullptr, services.files,
                   !options.showSecrets);
  // Each value was checked against 4 MB; many of them can still add up to more than anything
  // after expansion (rules, reports) should walk.
  if (auto past = firstResourcePastLimit(st.out.resources)) {
    st.out.diagnostics.error("EXP058",
                             "the expanded resources are larger than 64 MB together; the " +
                                 std::to_string(st.out.resources.size() - *past) + " from the " +
                                 std::to_string(*past + 1) + "th on are left out",
                             st.out.resources[*past].loc());
    st.out.resources.resize(*past);
    if (!st.out.requests.empty()) st.out.requests.resize(*past);
  }
  nestChildResources(st.out.resources);
  for (const auto& d : st.deployments) st.out.deployments.push_back(d->summary());
  st.out.outputs = Value(r->outputs());
  return std::move(st.out);
}

}  // namespace

Expansion expand(const ExpandRequest& req, const ExpandServices& services, const ExpandOptions& options) {
  // The chains the limits allow recurse deeper than a default stack holds, the more so in
  // sanitizer builds: whoever calls, the work runs on a stack sized for them.
  Expansion out;
  runOnWorkStack([&] { out = expandHere(req, services, options); });
  return out;
}

Value expansionToJson(const Expansion& e, const SourceFiles& files) {
  Object out;
  out.append("resources", Value(Array(e.resources)));
  out.append("outputs", e.outputs);
  out.append("deployments", Value(Array(e.deployments)));
  Array diags;
  for (const auto& d : e.diagnostics.items()) {
    Object o;
    o.append("code", d.code);
    o.append("severity", severityName(d.severity));
    o.append("message", d.message);
    if (d.loc.file) o.append("file", files.path(d.loc.file));
    if (d.loc.known()) {
      o.append("line", static_cast<long long>(d.loc.line));
      o.append("column", static_cast<long long>(d.loc.col));
    }
    diags.push_back(Value(std::move(o)));
  }
  out.append("diagnostics", Value(std::move(diags)));
  return Value(std::move(out));
}

void hideSecrets(Expansion& e, const SecretSet& more) {
  SecretSet all = e.secrets;
  all.merge(more);
  for (Value& r : e.resources) {
    redactSecrets(r);  // as rules see them (done already unless ExpandOptions::showSecrets)
    all.scrub(r);
  }
  redactSecrets(e.outputs, Redact::ForDisplay);
  all.scrub(e.outputs);
  for (Value& d : e.deployments) {
    redactSecrets(d, Redact::ForDisplay);
    all.scrub(d);
  }
  all.scrub(e.diagnostics);
}

}  // namespace pf
