#include "engine/bicep/semantics/extension_config_checks.hpp"

#include <unordered_set>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/semantics/binder.hpp"

namespace pf::bicep {

namespace {

const Node* unparen(const Node* n) {
  while (n && n->kind == NodeKind::Paren && !n->kids.empty()) n = &n->kids[0];
  return n;
}

class Checker {
 public:
  Checker(const SemanticModel& m, Diagnostics& diags) : m_(m), diags_(diags) {}

  void run() {
    for (const ModuleInfo& mod : m_.modules)
      if (const Node* configs = mod.body ? findProperty(*mod.body, "extensionConfigs") : nullptr) {
        allowed_.insert(configs);
        checkShape(*configs);
      }
    for (const Decl& d : m_.program().decls) walkDecl(d);
  }

 private:
    // `alias.config` on a configurable (non-az) extension: the base identifier, else nullptr.
  const Node* configAccess(const Node& n) const {
    if (n.kind != NodeKind::Member || n.text != "config" || n.kids.empty()) return nullptr;
    const Node* base = unparen(&n.kids[0]);
    return base->kind == NodeKind::Ident && configurable(*base) ? base : nullptr;
  }

  bool inheritance(const Node& v) const {
    const Node* n = unparen(&v);
    if (n->kind == NodeKind::Ternary && n->kids.size() == 3) return inheritance(n->kids[1]) && inheritance(n->kids[2]);
    return configAccess(*n) != nullptr;
  }

  void checkShape(const Node& configs) {
    const Node* obj = unparen(&configs);
    if (obj->kind != NodeKind::Object) return;  // a type error Bicep reports itself (BCP036)
    for (const Node& p : obj->kids) {
      if (p.kind == NodeKind::Spread) {
        diags_.add(diag::spreadNotAllowed(m_.loc(p)));
        continue;
      }
      if (p.kind != NodeKind::Property || p.kids.empty()) continue;
      const Node* v = unparen(&p.kids.back());
      if (v->kind == NodeKind::Object) {
        for (const Node& q : v->kids)
          if (q.kind == NodeKind::Spread) diags_.add(diag::spreadNotAllowed(m_.loc(q)));
      } else if (!inheritance(*v)) {
        diags_.add(diag::extensionConfigNotLiteral(m_.loc(p), p.text));
      }
    }
  }

  void walkDecl(const Decl& d) {
    for (const Node& n : d.decorators) walk(n);
    if (d.hasValue) walk(d.value);
    if (d.hasConfig) walk(d.config);
    for (const Decl& c : d.children) walkDecl(c);
  }

  // Any read of a configurable extension (k8s.config, k8s[x], k8s itself) outside a module's
  // extensionConfigs; a namespace function call (k8s.f()) is not a read.
  void walk(const Node& n) {
    if (allowed_.count(&n)) return;
    if (n.kind == NodeKind::Ident && configurable(n)) {
      diags_.add(diag::extensionReferenceNotAllowed(m_.loc(n)));
      return;
    }
    for (size_t i = 0; i < n.kids.size(); ++i)
      if (!(n.kind == NodeKind::MethodCall && i == 0 && n.kids[0].kind == NodeKind::Ident)) walk(n.kids[i]);
    for (const Node& k : n.decorators) walk(k);
  }

  bool configurable(const Node& ident) const {
    const Binding* b = m_.bindingOf(ident);
    if (!b || b->kind != BindKind::Namespace) return false;
    const ExtensionInfo* e = m_.extensionInfo(b->name);
    return e && !e->az;
  }

  const SemanticModel& m_;
  Diagnostics& diags_;
  std::unordered_set<const Node*> allowed_;  // module extensionConfigs values
};

}  // namespace

void checkExtensionConfigs(const SemanticModel& m, Diagnostics& diags) {
  if (m.extensionInfos.empty() && m.modules.empty()) return;
  Checker(m, diags).run();
}

}  // namespace pf::bicep
