#include "engine/compile/module_resolver.hpp"

#include <filesystem>
#include <iterator>
#include <set>

#include "engine/compile/external_build.hpp"
#include "engine/core/file.hpp"
#include "engine/toolchain/module_reference.hpp"

namespace pf::compile {

namespace {

using Supplied = std::optional<Result<bicep::SuppliedModule>>;

// The resource id Bicep emits as templateLink.id for a `ts:` module.
std::string templateSpecVersionId(const toolchain::ModuleReference& ref) {
  return "/subscriptions/" + ref.subscription + "/resourceGroups/" + ref.resourceGroup +
         "/providers/Microsoft.Resources/templateSpecs/" + ref.templateSpec + "/versions/" + ref.version;
}

Supplied registryModule(const bicep::ModuleRequest& req, CompileContext& ctx, Diagnostics& diags) {
  // Aliases and the cache folder come from the configuration of the file that declares the module.
  auto config = ctx.configFor(req.fromFile, diags);
  auto ref = toolchain::parseModuleReference(req.reference, *config);
  if (!ref) return Result<bicep::SuppliedModule>(ref.error());
  auto tmpl = toolchain::loadCachedModule(*ref, config->moduleCacheRoot(ctx.options().env.home), ctx.files(), diags);
  if (!tmpl) return Result<bicep::SuppliedModule>(tmpl.error());
  bicep::SuppliedModule s;
  s.tmpl = std::move(*tmpl);
  if (ref->scheme == toolchain::ModuleScheme::TemplateSpec) s.templateSpecId = templateSpecVersionId(*ref);
  return Result<bicep::SuppliedModule>(std::move(s));
}

Supplied localModule(const bicep::ModuleRequest& req, CompileContext& ctx, Diagnostics& diags) {
  auto config = ctx.configFor(req.path, diags);
  auto choice = toolchain::selectCompiler(*config, ctx.compilers());
  if (!choice) return Result<bicep::SuppliedModule>(choice.error());
  if (choice->native) return std::nullopt;
  auto run = ctx.cliRun(choice->path, req.path, false);
  diags.append(run->messages);
  if (run->failure) return Result<bicep::SuppliedModule>(*run->failure);
  std::string why = config->bicepVersion ? " for bicep.version " + config->bicepVersion->constraint.text : std::string();
  diags.info("TOOL025",
             "the module '" + req.reference + "' was compiled by " + choice->describe() + why +
                 "; positions inside it are lines of the generated JSON (the Bicep CLI gives no source map)",
             req.at);
  bicep::SuppliedModule s;
  s.tmpl = *run->tmpl;
  return Result<bicep::SuppliedModule>(std::move(s));
}

}  // namespace

bicep::ModuleResolver moduleResolver(CompileContext& ctx) {
  return [&ctx](const bicep::ModuleRequest& req, Diagnostics& diags) -> Supplied {
    if (req.path.empty()) return registryModule(req, ctx, diags);
    // ARM JSON modules are read as they are; only Bicep files have a compiler to choose.
    if (bicepFileKind(req.path) != BicepFileKind::Bicep) return std::nullopt;
    return localModule(req, ctx, diags);
  };
}

void checkModulePins(const std::string& path, uint32_t fileId, bool paramsFile, CompileContext& ctx,
                     Diagnostics& diags) {
  namespace fs = std::filesystem;
  // A work list rather than recursion: a chain of thousands of modules must not exhaust the stack.
  struct Pending {
    std::string file;
    uint32_t id;
    bool params;
  };
  std::set<std::string> seen;
  std::vector<Pending> work{{path, fileId, paramsFile}};
  while (!work.empty()) {
    Pending p = std::move(work.back());
    work.pop_back();
    std::vector<Pending> next;
    for (const auto& decl : bicep::moduleDeclarations(p.id, ctx.files().text(p.id), p.params)) {
      if (toolchain::isExternalModuleReference(decl.reference)) continue;
      std::string target = (fs::path(p.file).parent_path() / decl.reference).lexically_normal().generic_string();
      if (bicepFileKind(target) != BicepFileKind::Bicep) continue;
      auto config = ctx.configFor(target, diags);
      auto choice = toolchain::selectCompiler(*config, ctx.compilers());
      if (!choice) {
        diags.error(choice.error().code, choice.error().message, decl.at);
        continue;
      }
      if (!seen.insert(target).second) continue;
      auto text = readFile(target);
      if (!text) continue;  // the Bicep CLI reports files it cannot read
      next.push_back({target, ctx.files().add(target, std::move(*text)), false});
    }
    // In reverse, so that files are visited (and diagnostics come) in declaration order, depth first.
    work.insert(work.end(), std::make_move_iterator(next.rbegin()), std::make_move_iterator(next.rend()));
  }
}

}  // namespace pf::compile
