// readEnvironmentVariable(name[, default]) in a .bicepparam file. preflight runs on pull
// requests, where the environment holds the pipeline's credentials, so a variable is read only
// when the run allows it (CompileOptions::allowedEnvironment); otherwise the call gives its
// default, or — like Bicep's own deploy-time form, externalInput('sys.envVar', name) — a value
// supplied at deployment, which expansion treats as unknown. Values read count in
// EmitContext::environmentReads so that the parameter holding them is flagged secure.
#include <cstdlib>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/converter.hpp"
#include "engine/bicep/semantics/binder.hpp"

namespace pf::bicep {

using namespace arm;

namespace {

bool allowed(const EmitContext& ctx, const std::string& name) {
  return ctx.allowedEnvironment && ctx.allowedEnvironment->count(name) > 0;
}

}  // namespace

bool Converter::environmentReadDeferred(const Node& n) const {
  std::vector<const Node*> args = callArgs(n);
  if (args.size() != 1) return false;
  auto name = constantString(*this, *args[0]);
  return name && !allowed(ctx_, *name);
}

Expr Converter::environmentRead(const Node& n) const {
  // Bicep offers the function only in .bicepparam files; elsewhere the binder reported BCP057.
  if (!ctx_.paramsFile) return call("null");
  Loc loc = ctx_.m.loc(n);
  std::vector<const Node*> args = callArgs(n);
  const std::string fn = "readEnvironmentVariable";
  if (args.empty() || args.size() > 2) {
    ctx_.diags.add(diag::argumentCount(loc, fn, "1 or 2", args.size()));
    return call("null");
  }
  auto name = constantString(*this, *args[0]);
  if (!name) {
    ctx_.diags.add(diag::notConstant(ctx_.m.loc(*args[0]), fn, 1));
    return call("null");
  }
  if (allowed(ctx_, *name))
    if (const char* v = std::getenv(name->c_str())) {
      ++ctx_.environmentReads;
      return str(v);
    }
  if (args.size() == 2) {
    auto dflt = constantString(*this, *args[1]);
    if (dflt) return str(*dflt);
    ctx_.diags.add(diag::notConstant(ctx_.m.loc(*args[1]), fn, 2));
    return call("null");
  }
  if (allowed(ctx_, *name)) {
    // Allowed but not set: Bicep's own error.
    ctx_.diags.add(diag::environmentVariableMissing(loc, *name));
    return call("null");
  }
  if (ctx_.environmentNoted.insert(&n).second) ctx_.diags.add(diag::environmentVariableNotAllowed(loc, *name));
  if (ctx_.externalInput) return ctx_.externalInput(n);
  return call("null");
}

}  // namespace pf::bicep
