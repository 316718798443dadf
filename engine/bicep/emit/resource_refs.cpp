// References to resources and modules: what an expression refers to, name segments with
// loop-variable replacement, resourceId()/reference() forms by scope, and module names/ids.
#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/converter.hpp"
#include "engine/bicep/semantics/binder.hpp"

namespace pf::bicep {

using namespace arm;

namespace {

const char* kDeployments = "Microsoft.Resources/deployments";

size_t typeSegments(const std::string& type) {
  size_t n = 0;
  for (char c : type) n += c == '/';
  return n;
}

const Node* unwrapParens(const Node* n) {
  while (n && (n->kind == NodeKind::Paren || n->kind == NodeKind::NonNull) && !n->kids.empty()) n = &n->kids[0];
  return n;
}

}  // namespace

SymbolRef Converter::symbolRef(const Node& node) const {
  const Node* n = unwrapParens(&node);
  SymbolRef out;
  if (!n) return out;
  if (n->kind == NodeKind::Ident) {
    const Binding* b = ctx_.m.bindingOf(*n);
    if (b && b->kind == BindKind::Resource) out = SymbolRef{SymbolRef::Kind::Resource, b->index, nullptr};
    else if (b && b->kind == BindKind::Module) out = SymbolRef{SymbolRef::Kind::Module, b->index, nullptr};
    return out;
  }
  if (n->kind == NodeKind::ResourceAccess && !n->kids.empty()) {
    SymbolRef base = symbolRef(n->kids[0]);
    if (!base.isResource()) return out;
    for (size_t c : ctx_.m.resources[base.index].children)
      if (ctx_.m.resources[c].name == n->text) return SymbolRef{SymbolRef::Kind::Resource, c, nullptr};
    return out;
  }
  if (n->kind == NodeKind::Index && n->kids.size() == 2 && !n->safe && !n->fromEnd) {
    SymbolRef base = symbolRef(n->kids[0]);
    if (base.isResource() && ctx_.m.resources[base.index].isCollection()) {
      base.indexExpr = &n->kids[1];
      return base;
    }
    if (base.isModule() && ctx_.m.modules[base.index].isCollection()) {
      base.indexExpr = &n->kids[1];
      return base;
    }
  }
  return out;
}

Replacements Converter::indexReplacements(const SymbolRef& ref, const Replacements& r) const {
  if (!ref.indexExpr) return r;
  const Node* f = ref.isResource() ? ctx_.m.resources[ref.index].effectiveFor() : ctx_.m.modules[ref.index].forNode;
  if (!f) return r;
  return r.with(f, convert(*ref.indexExpr, r));
}

Expr Converter::resourceName(size_t res, const Replacements& r) const {
  const ResourceInfo& R = ctx_.m.resources[res];
  if (!R.nameExpr) {
    if (R.decl && ctx_.missingNameReported.insert(R.decl).second) ctx_.diags.add(diag::missingRequiredProperty(ctx_.m.loc(R.decl->nameBegin), "resource", "name"));
    return str("");
  }
  return convert(*R.nameExpr, r);
}

std::vector<Expr> Converter::nameSegments(size_t res, const Replacements& r) const {
  const ResourceInfo& R = ctx_.m.resources[res];
  std::vector<Expr> segs;
  if (R.parent < 0) {
    // A top-level child type names all its segments in one string: split it.
    Expr name = resourceName(res, r);
    size_t n = typeSegments(R.type);
    if (n <= 1) {
      segs.push_back(std::move(name));
    } else {
      for (size_t i = 0; i < n; ++i)
        segs.push_back(index(call("split", {name, str("/")}), integer(static_cast<int64_t>(i))));
    }
    return segs;
  }
  const ResourceInfo& P = ctx_.m.resources[static_cast<size_t>(R.parent)];
  Replacements pr = r;
  if (!R.nested && R.parentIndex && P.effectiveFor()) pr = r.with(P.effectiveFor(), convert(*R.parentIndex, r));
  segs = nameSegments(static_cast<size_t>(R.parent), pr);
  segs.push_back(resourceName(res, r));
  return segs;
}

Expr Converter::qualifiedName(size_t res, const Replacements& r) const {
  if (ctx_.m.resources[res].parent < 0) return resourceName(res, r);
  std::vector<Expr> segs = nameSegments(res, r);
  if (segs.size() == 1) return std::move(segs[0]);
  std::string fmt;
  for (size_t i = 0; i < segs.size(); ++i) fmt += (i ? "/{" : "{") + std::to_string(i) + "}";
  std::vector<Expr> args{str(fmt)};
  for (Expr& s : segs) args.push_back(std::move(s));
  return call("format", std::move(args));
}

Converter::ScopeProps Converter::resourceScope(size_t res, const Replacements& r) const {
  // A child without a scope of its own lives where its parent does.
  const ResourceInfo* R = &ctx_.m.resources[res];
  Replacements rr = r;
  while (!R->scopeExpr && R->parent >= 0) {
    const ResourceInfo& P = ctx_.m.resources[static_cast<size_t>(R->parent)];
    if (!R->nested && R->parentIndex && P.effectiveFor()) rr = rr.with(P.effectiveFor(), convert(*R->parentIndex, rr));
    R = &P;
  }
  return scopeOf(R->scopeExpr, rr);
}

Expr Converter::resourceIdAt(const ScopeProps& scope, const std::string& type, std::vector<Expr> names) const {
  std::vector<Expr> args;
  if (scope.extensionOf) {
    args.push_back(scope.extensionScopeId ? *scope.extensionScopeId : call("null"));
    args.push_back(str(type));
    for (Expr& n : names) args.push_back(std::move(n));
    return call("extensionResourceId", std::move(args));
  }
  switch (scope.level) {
    case TargetScope::ResourceGroup:
    case TargetScope::Local:
      if (scope.resourceGroup) {
        // Another resource group: its full id, then the resource relative to it.
        Expr sub = scope.subscriptionId ? *scope.subscriptionId : member(call("subscription"), "subscriptionId");
        args.push_back(call("format", {str("/subscriptions/{0}/resourceGroups/{1}"), std::move(sub), *scope.resourceGroup}));
        args.push_back(str(type));
        for (Expr& n : names) args.push_back(std::move(n));
        return call("extensionResourceId", std::move(args));
      }
      if (scope.subscriptionId) args.push_back(*scope.subscriptionId);
      args.push_back(str(type));
      for (Expr& n : names) args.push_back(std::move(n));
      return call("resourceId", std::move(args));
    case TargetScope::Subscription:
      if (scope.subscriptionId) args.push_back(*scope.subscriptionId);
      args.push_back(str(type));
      for (Expr& n : names) args.push_back(std::move(n));
      return call("subscriptionResourceId", std::move(args));
    case TargetScope::Tenant:
      args.push_back(str(type));
      for (Expr& n : names) args.push_back(std::move(n));
      return call("tenantResourceId", std::move(args));
    case TargetScope::ManagementGroup:
      if (scope.managementGroup)
        args.push_back(call("tenantResourceId", {str("Microsoft.Management/managementGroups"), *scope.managementGroup}));
      else
        args.push_back(member(call("managementGroup"), "id"));
      args.push_back(str(type));
      for (Expr& n : names) args.push_back(std::move(n));
      return call("extensionResourceId", std::move(args));
  }
  return call("null");
}

Expr Converter::resourceId(size_t res, const Replacements& r) const {
  ScopeProps scope = resourceScope(res, r);
  return resourceIdAt(scope, ctx_.m.resources[res].type, nameSegments(res, r));
}

Expr Converter::reference(size_t res, const Replacements& r, bool full) const {
  const ResourceInfo& R = ctx_.m.resources[res];
  if (ctx_.symbolic) {
    Expr sym = str(R.symbolicName);
    if (R.isCollection() || R.inheritedFor) {
      const Node* f = R.effectiveFor();
      const Expr* idx = r.find(f);
      Expr i = idx ? *idx : call("copyIndex");
      sym = call("format", {str(R.symbolicName + "[{0}]"), std::move(i)});
    }
    if (!full) return call("reference", {std::move(sym)});
    return call("reference", {std::move(sym), str(R.apiVersion), str("full")});
  }
  std::vector<Expr> args{resourceId(res, r), str(R.apiVersion)};
  if (full) args.push_back(str("full"));
  return call("reference", std::move(args));
}

Expr Converter::guarded(const Node* ifNode, Expr e, const Replacements& r) const {
  if (!ifNode || ifNode->kids.empty()) return e;
  return call("if", {convert(ifNode->kids[0], r), std::move(e), call("null")});
}

Expr Converter::resourceProperty(const SymbolRef& ref, const std::string& prop, const Replacements& r) const {
  Replacements r2 = indexReplacements(ref, r);
  const ResourceInfo& R = ctx_.m.resources[ref.index];
  // An extensible resource's body is its properties, identifiers included: reference() reads them.
  if (!R.isAz) return member(reference(ref.index, r2, false), prop);
  if (prop == "id" || prop == "name" || prop == "type" || prop == "apiVersion") {
    // Bicep only uses resourceInfo() with its experimental resourceInfoCodegen feature.
    if (prop == "id") return resourceId(ref.index, r2);
    if (prop == "name") return resourceName(ref.index, r2);
    if (prop == "type") return str(R.type);
    return str(R.apiVersion);
  }
  if (prop == "properties") return reference(ref.index, r2, false);
  return member(reference(ref.index, r2, true), prop);
}

Expr Converter::generatedModuleName(size_t mod, std::optional<Expr> idx) const {
  const ModuleInfo& M = ctx_.m.modules[mod];
  // Bicep keeps the whole name within 64 characters: prefix + "-" + 13-character hash
  // (+ "-" + copy index up to 3 digits in a loop).
  size_t reserved = M.isCollection() ? 3 + 13 + 2 : 13 + 1;
  std::string prefix = M.name.substr(0, std::min(M.name.size(), 64 - reserved));
  std::vector<Expr> args{str(M.isCollection() ? prefix + "-{0}-{1}" : prefix + "-{0}")};
  if (M.isCollection()) args.push_back(idx ? *idx : call("copyIndex"));
  args.push_back(call("uniqueString", {str(M.name), member(call("deployment"), "name")}));
  return call("format", std::move(args));
}

Expr Converter::moduleName(size_t mod, const Replacements& r) const {
  const ModuleInfo& M = ctx_.m.modules[mod];
  if (M.nameExpr) return convert(*M.nameExpr, r);
  std::optional<Expr> idx;
  if (M.forNode)
    if (const Expr* e = r.find(M.forNode)) idx = *e;
  return generatedModuleName(mod, idx);
}

Expr Converter::moduleId(size_t mod, const Replacements& r) const {
  const ModuleInfo& M = ctx_.m.modules[mod];
  ScopeProps scope = scopeOf(M.scopeExpr, r);
  scope.extensionOf.reset();
  return resourceIdAt(scope, kDeployments, {moduleName(mod, r)});
}

Converter::ScopeProps Converter::scopeOf(const Node* scopeExpr, const Replacements& r) const {
  ScopeProps s;
  s.level = ctx_.m.targetScope;
  const Node* e = unwrapParens(scopeExpr);
  if (!e) return s;
  s.explicitScope = true;
  const Node* callNode = nullptr;
  std::vector<const Node*> args;
  if (e->kind == NodeKind::Call) {
    callNode = e;
    args = callArgs(*e);
  } else if (e->kind == NodeKind::MethodCall && !e->kids.empty()) {
    const Binding* b = ctx_.m.bindingOf(e->kids[0]);
    if (b && b->kind == BindKind::Namespace) {
      callNode = e;
      args = callArgs(*e);
    }
  }
  if (callNode) {
    const std::string& fn = callNode->text;
    if (fn == "resourceGroup") {
      s.level = TargetScope::ResourceGroup;
      if (args.size() == 1) s.resourceGroup = convert(*args[0], r);
      if (args.size() == 2) {
        s.subscriptionId = convert(*args[0], r);
        s.resourceGroup = convert(*args[1], r);
      }
    } else if (fn == "subscription") {
      s.level = TargetScope::Subscription;
      if (args.size() == 1) s.subscriptionId = convert(*args[0], r);
    } else if (fn == "managementGroup") {
      s.level = TargetScope::ManagementGroup;
      if (args.size() == 1) s.managementGroup = convert(*args[0], r);
    } else if (fn == "tenant") {
      s.level = TargetScope::Tenant;
    } else {
      ctx_.diags.add(diag::unsupported(ctx_.m.loc(*e), "this scope expression"));
    }
    return s;
  }
  // A variable holding a scope: the scope it holds.
  if (e->kind == NodeKind::Ident) {
    const Binding* b = ctx_.m.bindingOf(*e);
    if (b && b->kind == BindKind::Var && ctx_.m.vars[b->index].decl->hasValue && scopeDepth_ < 16) {
      ++scopeDepth_;
      ScopeProps held = scopeOf(&ctx_.m.vars[b->index].decl->value, r);
      --scopeDepth_;
      return held;
    }
  }
  // `c ? resourceGroup() : resourceGroup(x)`: Bicep keeps only the kind of scope both branches
  // share; the choice itself is not emitted, so the deployment goes to the current one of that kind.
  if (e->kind == NodeKind::Ternary && e->kids.size() == 3) {
    ScopeProps a = scopeOf(&e->kids[1], r), b = scopeOf(&e->kids[2], r);
    if (a.level == b.level && !a.extensionOf && !b.extensionOf) {
      if (a.resourceGroup || a.subscriptionId || a.managementGroup || b.resourceGroup || b.subscriptionId ||
          b.managementGroup)
        {
          Diagnostic d = diag::conditionalScopeDropped(ctx_.m.loc(*e));
          bool seen = false;  // the scope is converted for each use of the module (id, outputs)
          for (const Diagnostic& x : ctx_.diags.items()) seen = seen || (x.code == d.code && x.loc == d.loc);
          if (!seen) ctx_.diags.add(std::move(d));
        }
      ScopeProps same;
      same.level = a.level;
      same.explicitScope = true;
      return same;
    }
  }
  SymbolRef ref = symbolRef(*e);
  if (ref.isResource()) {
    const ResourceInfo& R = ctx_.m.resources[ref.index];
    Replacements r2 = indexReplacements(ref, r);
    if (iequals(R.type, "Microsoft.Resources/resourceGroups")) {
      ScopeProps outer = scopeOf(R.scopeExpr, r2);
      s.level = TargetScope::ResourceGroup;
      s.subscriptionId = outer.subscriptionId;
      s.resourceGroup = resourceName(ref.index, r2);
      return s;
    }
    if (iequals(R.type, "Microsoft.Management/managementGroups")) {
      s.level = TargetScope::ManagementGroup;
      s.managementGroup = resourceName(ref.index, r2);
      return s;
    }
    if (iequals(R.type, "Microsoft.Resources/subscriptions") || iequals(R.type, "Microsoft.Subscription/aliases")) {
      s.level = TargetScope::Subscription;
      s.subscriptionId = resourceName(ref.index, r2);
      return s;
    }
    s.extensionOf = ref.index;
    s.extensionScopeId = resourceId(ref.index, r2);
    return s;
  }
  ctx_.diags.add(diag::unsupported(ctx_.m.loc(*e), "this scope expression"));
  return s;
}

}  // namespace pf::bicep
