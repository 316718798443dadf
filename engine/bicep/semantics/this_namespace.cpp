#include "engine/bicep/semantics/this_namespace.hpp"

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/bicep/semantics/spelling.hpp"

namespace pf::bicep {

const std::vector<std::string>& thisFunctionNames() {
  static const std::vector<std::string> names = {"exists", "existingResource"};
  return names;
}

bool isThisCall(const SemanticModel& m, const Node& n) {
  if (n.kind != NodeKind::MethodCall || n.kids.empty() || n.kids[0].kind != NodeKind::Ident) return false;
  const Binding* b = m.bindingOf(n.kids[0]);
  return b && b->kind == BindKind::Namespace && b->name == kThisNamespace;
}

void checkThisCall(const SemanticModel& m, const Node& call, Diagnostics& diags) {
  Loc at = m.loc(static_cast<uint32_t>(call.ival));  // the member name
  const auto& names = thisFunctionNames();
  bool known = false;
  for (const auto& n : names) known = known || n == call.text;
  if (!known) {
    if (auto s = spellingSuggestion(call.text, names))
      diags.add(diag::functionNotInNamespaceDidYouMean(at, call.text, kThisNamespace, *s));
    else
      diags.add(diag::functionNotInNamespace(at, call.text, kThisNamespace));
    return;
  }
  if (size_t args = call.kids.size() - 1; args != 0) diags.add(diag::expectedArguments(at, 0, 0, args));
}

namespace {

const Node* firstThisCall(const SemanticModel& m, const Node& n, int depth) {
  if (depth > 200) return nullptr;
  if (isThisCall(m, n)) return &n;
  for (const Node& k : n.kids)
    if (const Node* found = firstThisCall(m, k, depth + 1)) return found;
  return nullptr;
}

}  // namespace

void checkThisInResourceNames(const SemanticModel& m, Diagnostics& diags) {
  for (const ResourceInfo& r : m.resources)
    if (r.nameExpr)
      if (const Node* c = firstThisCall(m, *r.nameExpr, 0)) diags.add(diag::notDeployTimeConstantProperty(m.loc(*c), "name", r.type));
}

}  // namespace pf::bicep
