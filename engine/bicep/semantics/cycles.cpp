#include "engine/bicep/semantics/cycles.hpp"

#include <functional>
#include <map>

#include "engine/bicep/diagnostics.hpp"

namespace pf::bicep {

namespace {

struct Ref {
  int target;
  const Node* at;  // null for the implicit edge from a nested resource to its parent
};

class CycleFinder {
 public:
  CycleFinder(const SemanticModel& m, Diagnostics& d) : m_(m), diags_(d) {}

  bool run() {
    // Declarations as graph nodes: variables, resources, modules, parameters, functions.
    for (size_t i = 0; i < m_.vars.size(); ++i) add(BindKind::Var, i, m_.vars[i].decl->name, m_.vars[i].decl);
    for (size_t i = 0; i < m_.resources.size(); ++i)
      add(BindKind::Resource, i, m_.resources[i].symbolicName, m_.resources[i].decl);
    for (size_t i = 0; i < m_.modules.size(); ++i) add(BindKind::Module, i, m_.modules[i].name, m_.modules[i].decl);
    for (size_t i = 0; i < m_.params.size(); ++i) add(BindKind::Param, i, m_.params[i]->name, m_.params[i]);
    for (size_t i = 0; i < m_.funcs.size(); ++i) add(BindKind::Func, i, m_.funcs[i]->name, m_.funcs[i]);
    edges_.resize(names_.size());
    for (size_t n = 0; n < decls_.size(); ++n) {
      const Decl* d = decls_[n];
      if (d && d->hasValue) collect(static_cast<int>(n), d->value);
      if (d && kinds_[n] == BindKind::Resource)
        for (const Node& dec : d->decorators) collect(static_cast<int>(n), dec);
    }
    // A nested resource depends on the resource it is declared in (an edge without a reference
    // of its own), so `parent: child` inside the parent's body is a cycle too.
    for (size_t i = 0; i < m_.resources.size(); ++i)
      if (m_.resources[i].nested && m_.resources[i].parent >= 0) {
        int from = ids_.at({BindKind::Resource, i});
        int to = ids_.at({BindKind::Resource, static_cast<size_t>(m_.resources[i].parent)});
        edges_[static_cast<size_t>(from)].push_back(Ref{to, nullptr});
      }
    bool ok = true;
    for (size_t n = 0; n < edges_.size(); ++n)
      for (const Ref& r : edges_[n])
        if (r.target == static_cast<int>(n) && r.at) {
          diags_.add(diag::selfReference(m_.loc(*r.at)));
          ok = false;
        }
    // Strongly connected components of size > 1 are cycles.
    std::vector<int> index(names_.size(), -1), low(names_.size(), 0), comp(names_.size(), -1);
    std::vector<bool> onStack(names_.size(), false);
    std::vector<int> stack;
    int counter = 0, comps = 0;
    std::function<void(int)> strong = [&](int v) {
      index[v] = low[v] = counter++;
      stack.push_back(v);
      onStack[v] = true;
      for (const Ref& r : edges_[v]) {
        if (index[r.target] < 0) {
          strong(r.target);
          low[v] = std::min(low[v], low[r.target]);
        } else if (onStack[r.target]) {
          low[v] = std::min(low[v], index[r.target]);
        }
      }
      if (low[v] == index[v]) {
        while (true) {
          int w = stack.back();
          stack.pop_back();
          onStack[w] = false;
          comp[w] = comps;
          if (w == v) break;
        }
        ++comps;
      }
    };
    for (size_t v = 0; v < names_.size(); ++v)
      if (index[v] < 0) strong(static_cast<int>(v));
    std::map<int, std::vector<int>> members;
    for (size_t v = 0; v < comp.size(); ++v) members[comp[v]].push_back(static_cast<int>(v));
    for (const auto& [c, vs] : members) {
      if (vs.size() < 2) continue;
      ok = false;
      std::string path;
      for (int v : vs) path += (path.empty() ? "\"" : " -> \"") + names_[static_cast<size_t>(v)] + "\"";
      for (int v : vs)
        for (const Ref& r : edges_[static_cast<size_t>(v)])
          if (r.at && comp[static_cast<size_t>(r.target)] == c && r.target != v)
            diags_.add(diag::cycle(m_.loc(*r.at), path));
    }
    return ok;
  }

 private:
  void add(BindKind k, size_t i, const std::string& name, const Decl* d) {
    ids_[{k, i}] = static_cast<int>(names_.size());
    names_.push_back(name);
    decls_.push_back(d);
    kinds_.push_back(k);
  }

  int idOf(const Binding& b) const {
    BindKind k = b.kind == BindKind::ImportedSymbol ? BindKind::None : b.kind;
    auto it = ids_.find({k, b.index});
    return it == ids_.end() ? -1 : it->second;
  }

  void collect(int from, const Node& n) {
    if (n.kind == NodeKind::NestedResource) return;
    if (n.kind == NodeKind::Ident || n.kind == NodeKind::Call) {
      if (const Binding* b = m_.bindingOf(n)) {
        int to = idOf(*b);
        if (to >= 0) edges_[static_cast<size_t>(from)].push_back(Ref{to, &n});
      }
    }
    // `a::b` refers to the nested resource b as well as to a.
    // (Only for that kind: an identifier's binding was looked up above already.)
    if (int res = n.kind == NodeKind::ResourceAccess ? accessedResource(n) : -1; res >= 0)
      edges_[static_cast<size_t>(from)].push_back(Ref{ids_.at({BindKind::Resource, static_cast<size_t>(res)}), &n});
    for (const Node& k : n.kids) collect(from, k);
  }

  // The resource `a` or `a::b::c` names; -1 if none.
  int accessedResource(const Node& e) const {
    if (e.kind == NodeKind::ResourceAccess && !e.kids.empty()) {
      int base = accessedResource(e.kids[0]);
      if (base < 0) return -1;
      for (size_t c : m_.resources[static_cast<size_t>(base)].children)
        if (m_.resources[c].name == e.text) return static_cast<int>(c);
      return -1;
    }
    if (e.kind != NodeKind::Ident) return -1;
    const Binding* b = m_.bindingOf(e);
    return b && b->kind == BindKind::Resource ? static_cast<int>(b->index) : -1;
  }

  const SemanticModel& m_;
  Diagnostics& diags_;
  std::map<std::pair<BindKind, size_t>, int> ids_;
  std::vector<std::string> names_;
  std::vector<const Decl*> decls_;
  std::vector<BindKind> kinds_;
  std::vector<std::vector<Ref>> edges_;
};

}  // namespace

bool checkCycles(const SemanticModel& m, Diagnostics& diags) { return CycleFinder(m, diags).run(); }

}  // namespace pf::bicep
