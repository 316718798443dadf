#include "engine/compile/module_resolver.hpp"

#include <filesystem>
#include <iterator>
#include <set>

#include "engine/compile/external_build.hpp"
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
  s.canonicalReference = ref->fullyQualified();
  if (ref->scheme == toolchain::ModuleScheme::TemplateSpec) s.templateSpecId = templateSpecVersionId(*ref);
  return Result<bicep::SuppliedModule>(std::move(s));
}

Supplied localModule(const bicep::ModuleRequest& req, CompileContext& ctx, Diagnostics& diags) {
  // A module the policy refuses is refused before anything beside it (its bicepconfig.json) is read.
  if (auto checked = ctx.access().check(req.path); !checked && checked.error().code != "IO001")
    return Result<bicep::SuppliedModule>(withPathShown(checked.error(), req.path, req.reference));
  auto config = ctx.configFor(req.path, diags);
  auto choice = toolchain::selectCompiler(*config, ctx.compilers());
  if (!choice) return Result<bicep::SuppliedModule>(choice.error());
  if (choice->native) return std::nullopt;
  // The CLI reads the module and what it names: check them as for a file compiled by the CLI.
  auto text = ctx.access().read(req.path);
  if (!text) return Result<bicep::SuppliedModule>(text.error());
  if (!checkReferences(req.path, ctx.files().add(req.path, std::move(*text)), false, ctx, diags))
    return Result<bicep::SuppliedModule>(makeError("IO010", "the module '" + req.reference +
                                                                "' names files that may not be read; the Bicep CLI is not run on it"));
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

bool checkReferences(const std::string& path, uint32_t fileId, bool paramsFile, CompileContext& ctx, Diagnostics& diags) {
  namespace fs = std::filesystem;
  bool runnable = true;
  std::set<std::string> seen;
  // A work list rather than recursion: a chain of thousands of modules must not exhaust the stack.
  struct Pending {
    std::string file;
    uint32_t id;
    bool params;
  };
  std::vector<Pending> work{{path, fileId, paramsFile}};
  while (!work.empty()) {
    Pending p = std::move(work.back());
    work.pop_back();
    std::vector<Pending> next;
    fs::path dir = fs::path(p.file).parent_path();
    for (const auto& ref : bicep::referencedFiles(p.id, ctx.files().text(p.id), p.params)) {
      if (!ref.literal) {
        // A computed module path is Bicep's own error; a computed load* path cannot be checked.
        if (ref.what.rfind("load", 0) == 0) {
          diags.error("IO012",
                      "the argument of " + ref.what + " is not a string literal, so preflight cannot check which file the "
                      "Bicep CLI would read; the CLI is not run (write the path as a literal)",
                      ref.at);
          runnable = false;
        }
        continue;
      }
      if (toolchain::isExternalModuleReference(ref.reference)) continue;
      std::string target = (dir / ref.reference).lexically_normal().generic_string();
      if (ref.directory) {
        if (auto listed = ctx.access().listFiles(target); !listed && listed.error().code == "IO010") {
          diags.error(listed.error().code, listed.error().message, ref.at);
          runnable = false;
        }
        continue;
      }
      auto checked = ctx.access().check(target);
      if (!checked) {
        if (checked.error().code != "IO001") {
          diags.error(checked.error().code, checked.error().message, ref.at);
          runnable = false;
        }
        continue;  // a missing file is the CLI's to report
      }
      if (ref.what != "module" && ref.what != "using" && ref.what != "extends" && ref.what != "import") continue;
      BicepFileKind kind = bicepFileKind(target);
      if (kind == BicepFileKind::NotBicep) continue;
      if (kind == BicepFileKind::Bicep && (ref.what == "module" || ref.what == "using")) {
        auto config = ctx.configFor(target, diags);
        auto choice = toolchain::selectCompiler(*config, ctx.compilers());
        if (!choice) {
          diags.error(choice.error().code, choice.error().message, ref.at);
          continue;
        }
      }
      if (!seen.insert(target).second) continue;
      auto text = ctx.access().read(target);
      if (!text) continue;  // the Bicep CLI reports files it cannot read
      next.push_back({target, ctx.files().add(target, std::move(*text)), kind == BicepFileKind::Params});
    }
    // In reverse, so that files are visited in declaration order, depth first.
    work.insert(work.end(), std::make_move_iterator(next.rbegin()), std::make_move_iterator(next.rend()));
  }
  return runnable;
}

}  // namespace pf::compile
