#include "engine/bicep/emit/extensions.hpp"

#include "engine/bicep/diagnostics.hpp"

namespace pf::bicep {

namespace {

// v2: each configuration property becomes {defaultValue: <value>}; the caller's
// extensionConfigs (a parent module, a parameters file) supply the rest.
Value configDefaults(const EmitContext& ctx, const ValueEmitter& values, const Node& config) {
  Object out;
  if (config.kind != NodeKind::Object) {
    ctx.diags.add(diag::unsupported(ctx.m.loc(config), "an extension configuration that is not an object literal"));
    return Value(std::move(out));
  }
  for (const Node& p : config.kids) {
    if (p.kind != NodeKind::Property || p.kids.empty() || p.interpolatedKey) continue;
    Object entry;
    entry.append("defaultValue", values.emit(p.kids.back()));
    out.append(p.text, Value(std::move(entry)).withLoc(ctx.m.loc(p)));
  }
  return Value(std::move(out)).withLoc(ctx.m.loc(config));
}

}  // namespace

std::pair<const char*, Value> extensionsSection(const EmitContext& ctx, const ValueEmitter& values) {
  const SemanticModel& m = ctx.m;
  Object out;
  for (const ExtensionInfo& e : m.extensionInfos) {
    if (e.templateName.empty() || !e.decl) continue;
    const Decl& d = *e.decl;
    Object x;
    if (ctx.extensionsV2) {
      x.append("name", Value(e.templateName));
      x.append("version", Value(e.templateVersion));
      if (d.hasConfig) x.append("config", configDefaults(ctx, values, d.config));
    } else {
      x.append("provider", Value(e.templateName));
      x.append("version", Value(e.templateVersion));
      if (d.hasConfig) x.append("config", values.emit(d.config));
    }
    out.append(e.key, Value(std::move(x)).withLoc(m.loc(d.target)));
  }
  if (out.empty()) return {nullptr, Value()};
  return {ctx.extensionsV2 ? "extensions" : "imports", Value(std::move(out))};
}

std::string extensionKeyOf(const SemanticModel& m, const std::string& alias) {
  const ExtensionInfo* e = m.extensionInfo(alias);
  return e ? e->key : alias;
}

const ExtensionInfo* declaredAz(const SemanticModel& m) {
  for (const ExtensionInfo& e : m.extensionInfos)
    if (e.az) return &e;
  return nullptr;
}

}  // namespace pf::bicep
