#include "engine/bicep/semantics/inlining.hpp"

namespace pf::bicep {

bool requiresInlining(std::string_view fn) {
  return iequals(fn, "reference") || iequals(fn, "references") || istartsWith(fn, "list") ||
         iequals(fn, "pickZones");
}

namespace {

enum class Decision : uint8_t { NotInline, Inline, Skip };

bool isConstantResourceProperty(std::string_view p) {
  return p == "id" || p == "name" || p == "type" || p == "apiVersion";
}

class InlineVisitor {
 public:
  explicit InlineVisitor(SemanticModel& m) : m_(m) {}

  bool decide(size_t var) {
    auto it = cache_.find(var);
    if (it != cache_.end()) return it->second == Decision::Inline;
    cache_[var] = Decision::NotInline;  // a cycle reads as "not inlined"; cycles are reported elsewhere
    Decision d = Decision::NotInline;
    const Decl* decl = m_.vars[var].decl;
    if (decl->hasValue) walk(decl->value, d);
    cache_[var] = d;
    return d == Decision::Inline;
  }

 private:
  void walk(const Node& n, Decision& d) {
    if (d == Decision::Inline) return;
    switch (n.kind) {
      case NodeKind::Member: {
        const Node* base = &n.kids[0];
        if (base->kind == NodeKind::Index && !base->kids.empty()) base = &base->kids[0];
        if (base->kind == NodeKind::Ident) {
          if (const Binding* b = m_.bindingOf(*base)) {
            if (b->kind == BindKind::Resource) d = isConstantResourceProperty(n.text) ? Decision::Skip : Decision::Inline;
            else if (b->kind == BindKind::Module) d = n.text == "name" ? Decision::Skip : Decision::Inline;
          }
        }
        break;
      }
      case NodeKind::Ident:
        if (const Binding* b = m_.bindingOf(n)) {
          if (b->kind == BindKind::Var && decide(b->index)) d = Decision::Inline;
          else if ((b->kind == BindKind::Resource || b->kind == BindKind::Module) && d != Decision::Skip)
            d = Decision::Inline;
        }
        return;
      case NodeKind::Call:
        if (n.text == "nameof") return;  // folded to a name at compile time
        if (requiresInlining(n.text)) d = Decision::Inline;
        break;
      case NodeKind::MethodCall:
        if (istartsWith(n.text, "list") || n.text == "getSecret") {
          const Binding* b = n.kids.empty() ? nullptr : m_.bindingOf(n.kids[0]);
          if (!b || b->kind != BindKind::Namespace || requiresInlining(n.text)) d = Decision::Inline;
        }
        break;
      default: break;
    }
    for (const Node& k : n.kids) walk(k, d);
  }

  SemanticModel& m_;
  std::unordered_map<size_t, Decision> cache_;
};

}  // namespace

void computeInlining(SemanticModel& m) {
  InlineVisitor v(m);
  for (size_t i = 0; i < m.vars.size(); ++i) m.vars[i].inlined = v.decide(i);
}

}  // namespace pf::bicep
