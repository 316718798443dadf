// One deployment: the order of work, and the parts of Scope that need no resources.
#include "engine/expand/deployment.hpp"

#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"

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

Object DeploymentExpander::evaluatedParameters() const {
  Object params;
  for (const auto& [key, slot] : params_)
    if (slot.lazy.state == Lazy::State::Done) params.append(*slot.declared, slot.lazy.value);
  return params;
}

namespace {

// The few texts that many declarations repeat (a file's path, a kind of default), each made a
// Value once and shared: copying a Value shares its text instead of allocating another.
class RepeatedTexts {
 public:
  Value operator()(std::string_view text) {
    for (const Value& v : made_)  // a handful: a linear search
      if (v.str() == text) return v;
    return made_.emplace_back(text);
  }

 private:
  std::vector<Value> made_;
};

}  // namespace

const TemplateUsage& DeploymentExpander::templateUsageOnce() const {
  if (!tpl_.root.isObject()) {  // a template made in code, not read: nothing identifies it
    auto& made = st_.usageByRoot[nullptr];
    made.second = templateUsage(tpl_, st_.session.cache);
    return made.second;
  }
  const Object* root = &tpl_.root.obj();
  auto known = st_.usageByRoot.find(root);
  if (known == st_.usageByRoot.end())
    known = st_.usageByRoot.emplace(root, std::pair(tpl_.root, templateUsage(tpl_, st_.session.cache))).first;
  return known->second.second;
}

Value DeploymentExpander::summary() const {
  Object s;
  s.reserve(12);
  s.append("name", ctx_.deploymentName);
  s.append("path", path_);
  s.append("scope", targetScopeName(tpl_.scope));
  s.append("scopeId", ctx_.scopeId());
  s.append("template", templatePath_);
  if (!paramPath_.empty()) s.append("parameterFile", paramPath_);
  s.append("expressionEvaluation", outer_ ? "outer" : "inner");
  s.append("parameters", Value(evaluatedParameters()));
  s.append("outputs", Value(outputs_));
  // Where each parameter, variable and output is declared, for findings about them, with what
  // template-hygiene rules judge: a parameter's declared type, its kind of default value and
  // whether an expression reads it; whether an expression reads a variable.
  const TemplateUsage& usage = templateUsageOnce();
  RepeatedTexts texts;
  // An entry holds at most file, line, column and four facts: sized once.
  auto entryAt = [&](Loc l, size_t facts) {
    Object entry;
    entry.reserve((l.known() ? 3 : 0) + facts);
    if (!l.known()) return entry;
    entry.append("file", texts(st_.services.files.path(l.file)));
    entry.append("line", static_cast<long long>(l.line));
    entry.append("column", static_cast<long long>(l.col));
    return entry;
  };
  Object paramDecls;
  paramDecls.reserve(tpl_.parameters.size());
  for (const auto& [name, decl] : tpl_.parameters) {
    Object entry = entryAt(decl.loc(), 4);
    if (const Value* type = decl.get("type"); type && type->isString()) entry.append("declaredType", type->str());
    std::string kind = defaultKind(decl.get("defaultValue"));
    entry.append("default", texts(kind));
    // Whether a literal default holds any text or number (a secret could be one); {enabled: false} does not.
    if (kind == "literal") entry.append("defaultHasText", holdsText(*decl.get("defaultValue")));
    entry.append("used", usage.parameterUsed(name));
    paramDecls.append(name, Value(std::move(entry)));
  }
  Object vars;
  vars.reserve(tpl_.variables.size());
  for (const auto& [name, v] : tpl_.variables) {
    if (iequals(name, "copy") && v.isArray()) {
      // Variable iteration: each item of "copy" declares the variable it names.
      for (const Value& item : v.arr()) {
        const Value* n = item.isObject() ? item.get("name") : nullptr;
        if (!n || !n->isString()) continue;
        Object entry = entryAt(item.loc(), 1);
        entry.append("used", usage.variableUsed(n->str()));
        vars.append(n->str(), Value(std::move(entry)));
      }
      continue;
    }
    Object entry = entryAt(v.loc(), 1);
    entry.append("used", usage.variableUsed(name));
    vars.append(name, Value(std::move(entry)));
  }
  Object outs;
  outs.reserve(tpl_.outputs.size());
  for (const auto& [name, decl] : tpl_.outputs) {
    Object entry = entryAt(decl.loc(), 0);
    if (!entry.empty()) outs.append(name, Value(std::move(entry)));
  }
  Object declarations;
  declarations.reserve(3);
  declarations.append("parameters", Value(std::move(paramDecls)));
  declarations.append("variables", Value(std::move(vars)));
  declarations.append("outputs", Value(std::move(outs)));
  s.append("declarations", Value(std::move(declarations)));
  if (!extensions_.empty() || !configChecks_.empty() || !extensibleChecks_.empty()) {
    Value ext = extensionsSummary();
    s.append("extensions", *ext.get("extensions"));
    s.append("extensionChecks", *ext.get("checks"));
  }
  return Value(std::move(s));
}

bool DeploymentExpander::holdsText(const Value& v) {
  if (v.isString()) return !v.str().empty();
  if (v.isNumber()) return true;
  if (v.isArray())
    for (const Value& x : v.arr())
      if (holdsText(x)) return true;
  if (v.isObject())
    for (const auto& [k, x] : v.obj())
      if (holdsText(x)) return true;
  return false;
}

std::string DeploymentExpander::defaultKind(const Value* defaultValue) {
  if (!defaultValue) return "none";
  if (defaultValue->isString()) {
    if (defaultValue->str().empty()) return "empty";
    return isExpression(defaultValue->str()) ? "expression" : "literal";
  }
  if ((defaultValue->isArray() && defaultValue->arr().empty()) ||
      (defaultValue->isObject() && defaultValue->obj().empty()) || defaultValue->isNull())
    return "empty";
  return "literal";
}

}  // namespace pf
