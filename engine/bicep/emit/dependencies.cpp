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
  Collector(const Converter& c, SymbolRef self) : c_(c), m_(c.ctx().m), self_(self) {}

  void walk(const Node& n) {
    switch (n.kind) {
      case NodeKind::NestedResource: return;  // children are declarations, not references
      case NodeKind::Index:
        if (n.kids.size() == 2) {
          SymbolRef ref = c_.symbolRef(n);
          if ((ref.isResource() || ref.isModule()) && ref.indexExpr) {
            add(ref);
            walk(n.kids[1]);
            return;
          }
        }
        break;
      case NodeKind::ResourceAccess: {
        SymbolRef ref = c_.symbolRef(n);
        if (ref.isResource()) {
          add(ref);
          return;
        }
        break;
      }
      case NodeKind::Ident: {
        const Binding* b = m_.bindingOf(n);
        if (!b) return;
        if (b->kind == BindKind::Resource) add(SymbolRef{SymbolRef::Kind::Resource, b->index, nullptr});
        else if (b->kind == BindKind::Module) add(SymbolRef{SymbolRef::Kind::Module, b->index, nullptr});
        else if (b->kind == BindKind::Var && visitedVars_.insert(b->index).second && m_.vars[b->index].decl->hasValue)
          walk(m_.vars[b->index].decl->value);
        return;
      }
      default: break;
    }
    for (const Node& k : n.kids) walk(k);
  }

  void add(SymbolRef ref, bool sameLoop = false) {
    if (ref.kind == self_.kind && ref.index == self_.index) return;
    if (ref.isResource()) {
      const ResourceInfo& r = m_.resources[ref.index];
      if (r.existing && !c_.ctx().symbolic) {
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
      add(SymbolRef{SymbolRef::Kind::Resource, static_cast<size_t>(r.parent), nullptr}, p.effectiveFor() != nullptr);
    }
    if (r.decl && r.decl->hasValue) walk(r.decl->value);
  }

  void walkModule(size_t i) {
    const ModuleInfo& mod = m_.modules[i];
    if (mod.decl && mod.decl->hasValue) walk(mod.decl->value);
  }

  std::vector<Dep> deps_;

 private:
  const Converter& c_;
  const SemanticModel& m_;
  SymbolRef self_;
  std::set<size_t> visitedVars_, visitedExisting_;
};

}  // namespace

Array dependsOnEntries(const Converter& c, SymbolRef::Kind kind, size_t index) {
  const SemanticModel& m = c.ctx().m;
  Collector col(c, SymbolRef{kind, index, nullptr});
  if (kind == SymbolRef::Kind::Resource) col.walkResource(index);
  else col.walkModule(index);

  struct Entry {
    std::string key;
    std::string target;  // for grouping
    bool whole;
    Value value;
  };
  std::vector<Entry> entries;
  for (const Dep& d : col.deps_) {
    Entry e;
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
              arm::call("format", {arm::str("{0}[{1}]"), arm::str(r.symbolicName), idx ? *idx : arm::call("copyIndex")}), {});
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
            arm::call("format", {arm::str("{0}[{1}]"), arm::str(mod.name), idx ? *idx : arm::call("copyIndex")}), {});
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
    std::string text = e.value.isString() ? e.value.str() : std::string();
    if (!seen.insert(e.target + "|" + text).second) continue;
    kept.push_back(std::move(e));
  }
  std::stable_sort(kept.begin(), kept.end(),
                   [](const Entry& a, const Entry& b) { return cultureCompare(a.key, b.key) < 0; });
  Array out;
  for (Entry& e : kept) out.push_back(std::move(e.value));
  return out;
}

}  // namespace pf::bicep
