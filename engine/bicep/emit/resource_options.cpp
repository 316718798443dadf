#include "engine/bicep/emit/resource_options.hpp"

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/semantics/binder.hpp"

namespace pf::bicep {

namespace {

// The decorator a decorator node calls (`@retryOn(...)`, `@sys.retryOn(...)`), or null.
const Node* callee(const Node& decorator) {
  if (decorator.kids.empty()) return nullptr;
  const Node& c = decorator.kids[0];
  return c.kind == NodeKind::Call || c.kind == NodeKind::MethodCall ? &c : nullptr;
}

bool written(const std::string& name) {
  return name == "onlyIfNotExists" || name == "retryOn" || name == "waitUntil" || name == "nullIfNotFound";
}

}  // namespace

std::optional<Value> resourceOptions(const Decl& d, const ValueEmitter& vals, EmitContext& ctx) {
  Object options;
  for (const Node& dec : d.decorators) {
    const Node* c = callee(dec);
    if (!c) continue;
    Loc at = ctx.m.loc(dec.begin);
    if (c->text == "nullIfNotFound" && !d.existing) {
      ctx.diags.add(diag::optionNotEmitted(at, "nullIfNotFound",
                                           "it applies to `existing` resources only, and this one is created by the "
                                           "deployment"));
      continue;
    }
    if (!written(c->text)) continue;
    // Each argument as Bicep writes a value: literals as JSON, anything else as an expression.
    Array args;
    for (const Node* a : callArgs(*c)) args.push_back(vals.emit(*a));
    options.append(c->text, Value(std::move(args)).withLoc(at));
  }
  if (options.empty()) return std::nullopt;
  return Value(std::move(options)).withLoc(ctx.m.loc(d.decorators.front().begin));
}

bool optionNeedsSymbolicNames(const Decl& d) {
  for (const char* name : {"onlyIfNotExists", "retryOn", "waitUntil", "nullIfNotFound"})
    if (findDecorator(d.decorators, name)) return true;
  return false;
}

}  // namespace pf::bicep
