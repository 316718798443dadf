#include "engine/bicep/emit/dependencies.hpp"

#include <algorithm>
#include <set>

#include "engine/bicep/semantics/binder.hpp"
#include "engine/expr/parser.hpp"

namespace pf::bicep {

namespace {

struct Dep {
  SymbolRef ref;
  bool sameLoop = false;  // a nested child's dependency on its looped parent: same iteration
};

bool isConstantProperty(std::string_view p) { return p == "id" || p == "name" || p == "type" || p == "apiVersion"; }

// .NET's invariant-culture string order, which Bicep uses to sort dependencies: letters
// compare case-insensitively first (lower case before upper on ties), and punctuation
// sorts before digits, which sort before letters.
int cultureCompare(const std::string& a, const std::string& b) {
  auto weight = [](unsigned char c) -> int {
    if (c >= 'a' && c <= 'z') return 300 + (c - 'a') * 2;
    if (c >= 'A' && c <= 'Z') return 300 + (c - 'A') * 2;
    if (c >= '0' && c <= '9') return 200 + (c - '0');
    return c;
  };
  size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    int wa = weight(static_cast<unsigned char>(a[i])), wb = weight(static_cast<unsigned char>(b[i]));
    if (wa != wb) return wa < wb ? -1 : 1;
  }
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (size_t i = 0; i < n; ++i) {
    bool la = a[i] >= 'a' && a[i] <= 'z', lb = b[i] >= 'a' && b[i] <= 'z';
    if (la != lb) return la ? -1 : 1;
  }
  return 0;
}

class Collector {
 public:
  Collector(const Converter& c, SymbolRef self, const Node* ownLoop)
      : c_(c), m_(c.ctx().m), self_(self), ownLoop_(ownLoop) {}

  // `weak`: the reference only needs what is known before deployment (id, name, a parent
  // or scope); with symbolic names such a reference to an `existing` resource is not a
  // dependency of its own, but its dependencies are.
  void walk(const Node& n, bool weak = false) {
    switch (n.kind) {
      case NodeKind::NestedResource: return;  // children are declarations, not references
      case NodeKind::NonNull:  // `res!.listKeys()`: as weak as the reference it wraps
      case NodeKind::Paren:
        for (const Node& k : n.kids) walk(k, weak);
        return;
      case NodeKind::Member:
        if (!n.kids.empty() && isConstantProperty(n.text)) {
          SymbolRef ref = c_.symbolRef(n.kids[0]);
          if (ref.isResource()) {
            walk(n.kids[0], true);
            return;
          }
        }
        break;
      case NodeKind::MethodCall:
        // getSecret and list*() need only the resource's id: an `existing` one is no dependency.
        if ((n.text == "getSecret" || n.text.rfind("list", 0) == 0) && !n.kids.empty()) {
          walk(n.kids[0], true);
          for (size_t i = 1; i < n.kids.size(); ++i) walk(n.kids[i]);
          return;
        }
        break;
      case NodeKind::Index:
        if (n.kids.size() == 2) {
          SymbolRef ref = c_.symbolRef(n);
          if ((ref.isResource() || ref.isModule()) && ref.indexExpr) {
            // dependsOn can only name an iteration through the declaration's own loop; an
            // index from a property loop or lambda means the whole collection.
            if (usesForeignLocal(*ref.indexExpr)) ref.indexExpr = nullptr;
            add(ref, false, weak);
            walk(n.kids[1]);
            return;
          }
        }
        break;
      case NodeKind::ResourceAccess: {
        SymbolRef ref = c_.symbolRef(n);
        if (ref.isResource()) {
          add(ref, false, weak);
          return;
        }
        break;
      }
      case NodeKind::Property:
        if (!n.interpolatedKey && (n.text == "parent" || n.text == "scope") && inBody_ && !n.kids.empty()) {
          inBody_ = false;
          walk(n.kids.back(), true);
          inBody_ = true;
          return;
        }
        break;
      case NodeKind::Ident: {
        const Binding* b = m_.bindingOf(n);
        if (!b) return;
        if (b->kind == BindKind::Resource) add(SymbolRef{SymbolRef::Kind::Resource, b->index, nullptr}, false, weak);
        else if (b->kind == BindKind::Module) add(SymbolRef{SymbolRef::Kind::Module, b->index, nullptr});
        else if (b->kind == BindKind::Var && visitedVars_.insert(b->index).second && m_.vars[b->index].decl->hasValue)
          walk(m_.vars[b->index].decl->value);
        return;
      }
      default: break;
    }
    bool saved = inBody_;
    if (n.kind == NodeKind::Object) inBody_ = false;
    for (const Node& k : n.kids) walk(k);
    inBody_ = saved;
  }

  void add(SymbolRef ref, bool sameLoop = false, bool weak = false) {
    if (ref.kind == self_.kind && ref.index == self_.index) return;
    if (ref.isResource()) {
      const ResourceInfo& r = m_.resources[ref.index];
      if (r.existing && (!c_.ctx().symbolic || weak)) {
        // Not deployed: depend on what it depends on instead.
        if (visitedExisting_.insert(ref.index).second) walkResource(ref.index);
        return;
      }
    }
    deps_.push_back(Dep{ref, sameLoop});
  }

  void walkResource(size_t i) {
    const ResourceInfo& r = m_.resources[i];
    if (r.nested && r.parent >= 0) {
      const ResourceInfo& p = m_.resources[static_cast<size_t>(r.parent)];
      // A parent that is `existing` is not deployed: only its own dependencies carry over (AVM
      // ml-project: an access policy under an existing vault does not wait for the vault).
      add(SymbolRef{SymbolRef::Kind::Resource, static_cast<size_t>(r.parent), nullptr}, p.effectiveFor() != nullptr,
          r.existing || p.existing);
    }
    if (r.decl && r.decl->hasValue) walkBody(r.decl->value);
  }

  // A declaration's value: `parent:` and `scope:` of its body are weak references.
  void walkBody(const Node& value) {
    const Node* body = &value;
    if (body->kind == NodeKind::For && body->kids.size() == 4) {
      walk(body->kids[2]);
      body = &body->kids[3];
    }
    if (body->kind == NodeKind::If && body->kids.size() == 2) {
      walk(body->kids[0]);
      body = &body->kids[1];
    }
    if (body->kind != NodeKind::Object) {
      walk(*body);
      return;
    }
    for (const Node& p : body->kids) {
      inBody_ = true;
      walk(p);
    }
    inBody_ = false;
  }

  void walkModule(size_t i) {
    const ModuleInfo& mod = m_.modules[i];
    if (mod.decl && mod.decl->hasValue) walkBody(mod.decl->value);
  }

  std::vector<Dep> deps_;

 private:
  bool usesForeignLocal(const Node& n) const {
    if (n.kind == NodeKind::Ident) {
      const Binding* b = m_.bindingOf(n);
      if (!b) return false;
      if (b->kind == BindKind::LoopItem || b->kind == BindKind::LoopIndex) return b->node != ownLoop_;
      return b->kind == BindKind::LambdaParam;
    }
    for (const Node& k : n.kids)
      if (usesForeignLocal(k)) return true;
    return false;
  }

  const Converter& c_;
  const SemanticModel& m_;
  SymbolRef self_;
  const Node* ownLoop_;
  bool inBody_ = false;
  std::set<size_t> visitedVars_, visitedExisting_;
};

}  // namespace

Array dependsOnEntries(const Converter& c, SymbolRef::Kind kind, size_t index) {
  const SemanticModel& m = c.ctx().m;
  const Node* ownLoop = kind == SymbolRef::Kind::Resource ? m.resources[index].effectiveFor() : m.modules[index].forNode;
  Collector col(c, SymbolRef{kind, index, nullptr}, ownLoop);
  if (kind == SymbolRef::Kind::Resource) col.walkResource(index);
  else col.walkModule(index);

  struct Entry {
    std::string key;
    std::string target;  // for grouping
    bool whole;
    Value value;
    const Node* index = nullptr;
  };
  std::vector<Entry> entries;
  for (const Dep& d : col.deps_) {
    Entry e;
    e.index = d.ref.indexExpr;
    if (d.ref.isResource()) {
      const ResourceInfo& r = m.resources[d.ref.index];
      e.key = r.symbolicName;
      e.target = "r:" + std::to_string(d.ref.index);
      e.whole = r.effectiveFor() && !d.ref.indexExpr && !d.sameLoop;
      if (c.ctx().symbolic) {
        if (e.whole || !r.effectiveFor()) {
          e.value = Value(r.symbolicName);
        } else {
          Replacements rep = c.indexReplacements(d.ref, {});
          const Expr* idx = rep.find(r.effectiveFor());
          e.value = arm::asExpressionString(
              arm::call("format", {arm::str(r.symbolicName + "[{0}]"), idx ? *idx : arm::call("copyIndex")}), {});
        }
      } else if (e.whole) {
        e.value = Value(r.symbolicName);
      } else {
        e.value = arm::toValue(c.resourceId(d.ref.index, c.indexReplacements(d.ref, {})), {});
      }
    } else {
      const ModuleInfo& mod = m.modules[d.ref.index];
      e.key = mod.name;
      e.target = "m:" + std::to_string(d.ref.index);
      e.whole = mod.isCollection() && !d.ref.indexExpr;
      if (e.whole || (c.ctx().symbolic && !mod.isCollection())) {
        e.value = Value(mod.name);
      } else if (c.ctx().symbolic) {
        Replacements rep = c.indexReplacements(d.ref, {});
        const Expr* idx = rep.find(mod.forNode);
        e.value = arm::asExpressionString(
            arm::call("format", {arm::str(mod.name + "[{0}]"), idx ? *idx : arm::call("copyIndex")}), {});
      } else {
        e.value = arm::toValue(c.moduleId(d.ref.index, c.indexReplacements(d.ref, {})), {});
      }
    }
    entries.push_back(std::move(e));
  }
  // A dependency on a whole collection covers the indexed ones; identical entries appear once.
  std::set<std::string> wholeTargets;
  for (const Entry& e : entries)
    if (e.whole) wholeTargets.insert(e.target);
  std::vector<Entry> kept;
  std::set<std::string> seen;
  for (Entry& e : entries) {
    if (!e.whole && wholeTargets.count(e.target)) continue;
    // Bicep keeps one entry per distinct reference: indexed ones differ by their index syntax.
    std::string text = e.value.isString() ? e.value.str() : std::string();
    std::string id = e.index ? std::to_string(reinterpret_cast<uintptr_t>(e.index)) : text;
    if (!seen.insert(e.target + "|" + id).second) continue;
    kept.push_back(std::move(e));
  }
  std::stable_sort(kept.begin(), kept.end(),
                   [](const Entry& a, const Entry& b) { return cultureCompare(a.key, b.key) < 0; });
  Array out;
  for (Entry& e : kept) out.push_back(std::move(e.value));
  return out;
}

}  // namespace pf::bicep
