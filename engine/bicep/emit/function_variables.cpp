#include "engine/bicep/emit/function_variables.hpp"

namespace pf::bicep {

namespace {

enum class Kind { None, Always, Indirect };

Kind kindOf(const Node& n, const SemanticModel& m) {
  const std::string* fn = nullptr;
  if (n.kind == NodeKind::Call) {
    const Binding* b = m.bindingOf(n);
    if (b && b->kind != BindKind::BuiltinFunction) return Kind::None;
    fn = &n.text;
  } else if (n.kind == NodeKind::MethodCall && !n.kids.empty()) {
    const Binding* b = m.bindingOf(n.kids[0]);
    if (!b || b->kind != BindKind::Namespace) return Kind::None;
    fn = &n.text;
  } else {
    return Kind::None;
  }
  if (*fn == "loadJsonContent" || *fn == "loadYamlContent" || *fn == "loadDirectoryFileInfo") return Kind::Always;
  if (*fn == "loadTextContent" || *fn == "loadFileAsBase64") return Kind::Indirect;
  return Kind::None;
}

const Node* unwrapParens(const Node* n) {
  while (n && n->kind == NodeKind::Paren && !n->kids.empty()) n = &n->kids[0];
  return n;
}

void visit(EmitContext& ctx, const Node& n, const Node* wholeValue) {
  Kind k = kindOf(n, ctx.m);
  if (k == Kind::Always || (k == Kind::Indirect && &n != wholeValue)) {
    ctx.functionVariableIndex.emplace(&n, ctx.functionVariables.size());
    ctx.functionVariables.push_back(&n);
  }
  for (const Node& d : n.decorators) visit(ctx, d, nullptr);
  for (const Node& kid : n.kids) visit(ctx, kid, nullptr);
}

void visitDecl(EmitContext& ctx, const Decl& d) {
  switch (d.kind) {
    case DeclKind::Param:
    case DeclKind::ParamAssign:
    case DeclKind::Import:
    case DeclKind::Type:
    case DeclKind::Func:  // a function cannot read variables
    case DeclKind::Error: return;
    default: break;
  }
  for (const Node& dec : d.decorators) visit(ctx, dec, nullptr);
  if (d.hasValue) visit(ctx, d.value, d.kind == DeclKind::Var ? unwrapParens(&d.value) : nullptr);
  if (d.hasConfig) visit(ctx, d.config, nullptr);
  for (const Decl& child : d.children) visitDecl(ctx, child);
}

}  // namespace

void assignFunctionVariables(EmitContext& ctx) {
  if (ctx.paramsFile) return;
  for (const Decl& d : ctx.m.program().decls) visitDecl(ctx, d);
}

}  // namespace pf::bicep
