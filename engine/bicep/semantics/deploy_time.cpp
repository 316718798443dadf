#include "engine/bicep/semantics/deploy_time.hpp"

#include "engine/bicep/diagnostics.hpp"

namespace pf::bicep {

namespace {

class LoopBodyChecker {
 public:
  LoopBodyChecker(const SemanticModel& m, Diagnostics& diags, const std::string& var) : m_(m), diags_(diags), var_(var) {}

  void walk(const Node& n) {
    switch (n.kind) {
      case NodeKind::Member:
        if (!n.kids.empty() && access(n.kids[0], n.text, true)) return;
        break;
      case NodeKind::Index:
        if (n.kids.size() == 2) {
          const Node& key = n.kids[1];
          if (key.isPlainString()) {
            if (access(n.kids[0], key.segments[0], true)) return;
          } else {
            // r[expr] or r[i][expr]: the key may fold to a constant property name.
            const Node* base = &n.kids[0];
            const Node* index = nullptr;
            if (base->kind == NodeKind::Index && base->kids.size() == 2) {
              index = &base->kids[1];
              base = &base->kids[0];
            }
            if (const Binding* b = symbol(*base); b && (index || !collection(*b))) {
              if (index) walk(*index);
              walk(key);
              return;
            }
          }
        }
        break;
      case NodeKind::Call:
        if (n.text == "nameof") return;  // folded to a name at compile time
        break;
      case NodeKind::Ident:
        if (const Binding* b = m_.bindingOf(n); b && (b->kind == BindKind::Resource || b->kind == BindKind::Module))
          report(n, *b);
        return;
      default: break;
    }
    for (const Node& k : n.kids) walk(k);
  }

 private:
  // `base.prop` where base names a resource or module (r, r[i], a::b): handled (true) or not.
  bool access(const Node& base, const std::string& prop, bool literal) {
    const Node* index = nullptr;
    const Node* b = &base;
    if (b->kind == NodeKind::Index && b->kids.size() == 2) {
      index = &b->kids[1];
      b = &b->kids[0];
    }
    const Binding* bind = symbol(*b);
    if (!bind) return false;
    if (index) walk(*index);
    bool constant = literal && (bind->kind == BindKind::Resource
                                    ? prop == "id" || prop == "name" || prop == "type" || prop == "apiVersion"
                                    : prop == "name");
    if (!constant) report(base, *bind);
    return true;
  }

  const Binding* symbol(const Node& n) const {
    const Node* root = &n;
    while (root->kind == NodeKind::ResourceAccess && !root->kids.empty()) root = &root->kids[0];
    if (root->kind != NodeKind::Ident) return nullptr;
    const Binding* b = m_.bindingOf(*root);
    return b && (b->kind == BindKind::Resource || b->kind == BindKind::Module) ? b : nullptr;
  }

  bool collection(const Binding& b) const {
    return b.kind == BindKind::Resource ? m_.resources[b.index].isCollection() : m_.modules[b.index].isCollection();
  }

  void report(const Node& at, const Binding& b) {
    bool resource = b.kind == BindKind::Resource;
    std::string name = resource ? m_.resources[b.index].name : m_.modules[b.index].name;
    diags_.add(diag::notDeployTimeConstant(m_.loc(at), var_, name,
                                           resource ? "\"apiVersion\", \"id\", \"name\", \"type\"" : "\"name\""));
  }

  const SemanticModel& m_;
  Diagnostics& diags_;
  const std::string& var_;
};

}  // namespace

void checkVariableLoopBodies(const SemanticModel& m, Diagnostics& diags) {
  for (const VariableInfo& v : m.vars) {
    const Decl* d = v.decl;
    if (!d || !d->hasValue || d->value.kind != NodeKind::For || d->value.kids.size() != 4) continue;
    LoopBodyChecker c(m, diags, d->name);
    c.walk(d->value.kids[3]);
  }
}

}  // namespace pf::bicep
