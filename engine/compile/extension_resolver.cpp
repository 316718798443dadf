#include "engine/compile/extension_resolver.hpp"

#include <filesystem>

#include "engine/toolchain/extension_package.hpp"

namespace pf::compile {

namespace {

namespace fs = std::filesystem;
using Supplied = std::optional<Result<bicep::SuppliedExtension>>;

bicep::SuppliedExtension fromPackage(const toolchain::ExtensionPackage& p) {
  bicep::SuppliedExtension s;
  s.typed = true;
  s.name = p.name;
  s.version = p.version;
  s.resourceTypes = p.resourceTypes;
  for (const auto& c : p.config) s.config.push_back(bicep::ExtensionConfigField{c.name, c.type, c.required, c.secure});
  return s;
}

Supplied resolve(const bicep::ExtensionRequest& req, CompileContext& ctx, Diagnostics& diags) {
  auto config = ctx.configFor(req.fromFile, diags);
  std::string reference = req.reference;
  fs::path base = fs::path(req.fromFile).parent_path();
  if (!req.name.empty()) {
    const toolchain::ExtensionSource* src = config->extension(req.name);
    if (!src) return std::nullopt;  // not an extension this configuration names
    reference = src->reference;
    if (!config->path.empty()) base = fs::path(config->path).parent_path();
  }
  bicep::SuppliedExtension untyped;
  if (toolchain::isExternalModuleReference(reference)) {
    auto ref = toolchain::parseModuleReference(reference, *config);
    if (!ref) return Result<bicep::SuppliedExtension>(ref.error());
    if (ref->scheme != toolchain::ModuleScheme::Registry)
      return Result<bicep::SuppliedExtension>(makeError("TOOL030", "the extension '" + reference + "' is not a br: registry reference"));
    auto pkg = toolchain::loadCachedExtension(*ref, config->moduleCacheRoot(ctx.options().env.home));
    std::string canonical = ref->fullyQualified();
    if (!pkg) {
      untyped.reference = canonical;
      untyped.unavailable = pkg.error().message;
      return Result<bicep::SuppliedExtension>(std::move(untyped));
    }
    bicep::SuppliedExtension s = fromPackage(*pkg);
    s.reference = canonical;
    return Result<bicep::SuppliedExtension>(std::move(s));
  }
  // A local package (a types.tgz path), read like any file the analyzed repository names.
  std::string path = (base / reference).lexically_normal().string();
  auto bytes = ctx.access().read(path);
  untyped.reference = reference;
  if (!bytes) {
    untyped.unavailable = bytes.error().message;
    return Result<bicep::SuppliedExtension>(std::move(untyped));
  }
  auto pkg = toolchain::readExtensionPackage(*bytes, "'" + reference + "'");
  if (!pkg) {
    untyped.unavailable = pkg.error().message;
    return Result<bicep::SuppliedExtension>(std::move(untyped));
  }
  bicep::SuppliedExtension s = fromPackage(*pkg);
  s.reference = reference;
  return Result<bicep::SuppliedExtension>(std::move(s));
}

}  // namespace

bicep::ExtensionResolver extensionResolver(CompileContext& ctx) {
  return [&ctx](const bicep::ExtensionRequest& req, Diagnostics& diags) -> Supplied { return resolve(req, ctx, diags); };
}

}  // namespace pf::compile
