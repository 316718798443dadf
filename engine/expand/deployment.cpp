// One deployment: the order of work, and the parts of Scope that need no resources.
#include "engine/expand/deployment.hpp"

#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"

namespace pf {

DeploymentExpander::DeploymentExpander(ExpansionState& st, const Template& tpl, DeploymentContext ctx, std::string path,
                                       std::string templatePath, DeploymentExpander* parent, bool outerScope,
                                       uint32_t depth)
    : st_(st),
      tpl_(tpl),
      ctx_(std::move(ctx)),
      path_(std::move(path)),
      templatePath_(std::move(templatePath)),
      parent_(parent),
      outer_(outerScope),
      depth_(depth) {}

void DeploymentExpander::run() {
  if (!outer_) {
    // Variables first: older Bicep releases emit a parameter default of variables('$fxv#0') for
    // loadTextContent(), and variables are evaluated on first use anyway.
    declareVariables();
    resolveParameters();
  }
  identifyResources();
  resolveDependencies();
  if (!outer_) evaluateAllVariables();
  if (!parent_ && paramFile_) useParameterFileExtensionConfigs();
  resolveExtensions();
  reportUndeclaredConfigs();
  evaluateResources();
  evaluateOutputs();
}

EvalContext DeploymentExpander::freshContext() { return EvalContext(st_.session, *this); }

Result<Value> DeploymentExpander::runValidatePredicate(const Value& predicate, const Value& value) {
  EvalContext c = freshContext();
  PF_TRY(fn, evaluateLambdaExpression(predicate, c));
  return invokeLambda(fn, {value}, c, "validate");
}

Result<Value> DeploymentExpander::evalIn(const Value& v, const std::vector<CopyFrame>& loops) {
  auto saved = std::move(loops_);
  loops_ = loops;
  EvalContext ctx = freshContext();
  Result<Value> r = evaluateWithCopy(v);
  loops_ = std::move(saved);
  return r;
}

std::string DeploymentExpander::where() const {
  return parent_ ? " (in nested deployment '" + path_ + "')" : "";
}

Result<Value> DeploymentExpander::copyIndex(std::string_view loop, Loc loc) {
  if (outer_ && loops_.empty() && parent_) return parent_->copyIndex(loop, loc);
  if (loop.empty()) {
    // An unnamed copyIndex() belongs to the resource (or output) loop, not to property loops.
    for (auto it = loops_.rbegin(); it != loops_.rend(); ++it)
      if (it->kind == LoopKind::Resource || it->kind == LoopKind::Output) return Value(static_cast<long long>(it->index));
    if (!loops_.empty()) return Value(static_cast<long long>(loops_.back().index));
    return Scope::copyIndex(loop, loc);
  }
  for (auto it = loops_.rbegin(); it != loops_.rend(); ++it)
    if (iequals(it->name, loop)) return Value(static_cast<long long>(it->index));
  return Scope::copyIndex(loop, loc);
}

const UserFunctions* DeploymentExpander::userFunctions() const {
  if (!tpl_.functions.empty() || !parent_ || !outer_) return &tpl_.functions;
  return parent_->userFunctions();
}

Value DeploymentExpander::deployment() const {
  if (outer_ && parent_) return parent_->deployment();
  return ctx_.deployment(tpl_.metadata);
}

Value DeploymentExpander::summary() const {
  Object s;
  s.append("name", ctx_.deploymentName);
  s.append("path", path_);
  s.append("scope", targetScopeName(tpl_.scope));
  s.append("scopeId", ctx_.scopeId());
  s.append("template", templatePath_);
  if (!paramPath_.empty()) s.append("parameterFile", paramPath_);
  s.append("expressionEvaluation", outer_ ? "outer" : "inner");
  Object params;
  for (const auto& [name, lazy] : params_)
    if (lazy.state == Lazy::State::Done) params.append(tpl_.parameters.keyOf(name) ? *tpl_.parameters.keyOf(name) : name, lazy.value);
  s.append("parameters", Value(std::move(params)));
  s.append("outputs", Value(outputs_));
  // Where each parameter and output is declared, for findings about them.
  auto where = [&](const Object& decls) {
    Object out;
    for (const auto& [name, decl] : decls) {
      Loc l = decl.loc();
      if (!l.known()) continue;
      out.append(name, Object{{"file", st_.services.files.path(l.file)},
                              {"line", static_cast<long long>(l.line)},
                              {"column", static_cast<long long>(l.col)}});
    }
    return Value(std::move(out));
  };
  s.append("declarations", Object{{"parameters", where(tpl_.parameters)}, {"outputs", where(tpl_.outputs)}});
  if (!extensions_.empty() || !configChecks_.empty() || !extensibleChecks_.empty()) {
    Value ext = extensionsSummary();
    s.append("extensions", *ext.get("extensions"));
    s.append("extensionChecks", *ext.get("checks"));
  }
  return Value(std::move(s));
}

}  // namespace pf
