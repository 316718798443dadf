#include "engine/bicep/semantics/inlining.hpp"

#include <optional>

namespace pf::bicep {

bool requiresInlining(std::string_view fn) {
  return iequals(fn, "reference") || iequals(fn, "references") || istartsWith(fn, "list") ||
         iequals(fn, "pickZones");
}

namespace {

bool isConstantResourceProperty(std::string_view p) {
  return p == "id" || p == "name" || p == "type" || p == "apiVersion";
}

class InlineVisitor {
 public:
  explicit InlineVisitor(SemanticModel& m) : m_(m) {}

  bool decide(size_t var) {
    auto it = cache_.find(var);
    if (it != cache_.end()) return it->second;
    cache_[var] = false;  // a cycle reads as "not inlined"; cycles are reported elsewhere
    const Decl* decl = m_.vars[var].decl;
    bool inline_ = decl->hasValue && needsInlining(decl->value);
    cache_[var] = inline_;
    return inline_;
  }

 private:
  // The resource or module a base expression names (`r`, `r[i]`, `a::b`), or null.
  const Binding* symbolOf(const Node& base, const Node** index) const {
    const Node* b = &base;
    if (b->kind == NodeKind::Index && b->kids.size() == 2) {
      *index = &b->kids[1];
      b = &b->kids[0];
    }
    while (b->kind == NodeKind::ResourceAccess && !b->kids.empty()) b = &b->kids[0];
    if (b->kind != NodeKind::Ident) return nullptr;
    const Binding* bind = m_.bindingOf(*b);
    return bind && (bind->kind == BindKind::Resource || bind->kind == BindKind::Module) ? bind : nullptr;
  }

  // Reading `prop` of a resource or module through `base`: known before deployment only for
  // the resource's id, name, type and apiVersion, or a module's name.
  std::optional<bool> propertyAccess(const Node& base, std::string_view prop, bool literal) {
    const Node* index = nullptr;
    const Binding* b = symbolOf(base, &index);
    if (!b) return std::nullopt;
    bool constant = literal && (b->kind == BindKind::Resource ? isConstantResourceProperty(prop) : prop == "name");
    if (!constant) return true;
    return index ? needsInlining(*index) : false;
  }

  bool needsInlining(const Node& n) {
    switch (n.kind) {
      case NodeKind::Member:
        if (!n.kids.empty())
          if (auto r = propertyAccess(n.kids[0], n.text, true)) return *r;
        break;
      case NodeKind::Index:
        // r['prop'] reads a property like r.prop; r[expr] and a whole r[i] need the runtime value.
        if (n.kids.size() == 2) {
          const Node& key = n.kids[1];
          bool literal = key.isPlainString();
          if (auto r = propertyAccess(n.kids[0], literal ? key.segments[0] : std::string(), literal)) return *r;
        }
        break;
      case NodeKind::Ident:
        if (const Binding* b = m_.bindingOf(n)) {
          if (b->kind == BindKind::Var) return decide(b->index);
          return b->kind == BindKind::Resource || b->kind == BindKind::Module;
        }
        return false;
      case NodeKind::Call:
        if (n.text == "nameof") return false;  // folded to a name at compile time
        if (requiresInlining(n.text)) return true;
        break;
      case NodeKind::MethodCall:
        if (istartsWith(n.text, "list") || n.text == "getSecret") {
          const Binding* b = n.kids.empty() ? nullptr : m_.bindingOf(n.kids[0]);
          if (!b || b->kind != BindKind::Namespace || requiresInlining(n.text)) return true;
        }
        break;
      default: break;
    }
    for (const Node& k : n.kids)
      if (needsInlining(k)) return true;
    return false;
  }

  SemanticModel& m_;
  std::unordered_map<size_t, bool> cache_;
};

}  // namespace

void computeInlining(SemanticModel& m) {
  InlineVisitor v(m);
  for (size_t i = 0; i < m.vars.size(); ++i) m.vars[i].inlined = v.decide(i);
}

}  // namespace pf::bicep
