// Variables: evaluated on first use, in dependency order; a cycle is a diagnostic naming it.
#include "engine/expand/deployment.hpp"
#include "engine/expand/value_limits.hpp"
#include "engine/expr/evaluator.hpp"

namespace pf {

namespace {
constexpr int64_t kMaxCopies = 800;
// Resource Manager's limit on a template's variables (the best-practices page's template limits
// and Bicep's max-variables linter rule say 512; older copies of the page said 256).
constexpr size_t kMaxVariables = 512;
}

void DeploymentExpander::declareVariables() {
  for (const auto& [name, v] : tpl_.variables) {
    if (iequals(name, "copy") && v.isArray()) {
      // Variable iteration: "copy": [{"name": "x", "count": n, "input": ...}] defines variable x.
      for (const Value& loop : v.arr()) {
        const Value* n = loop.get("name");
        if (!n || !n->isString() || !loop.get("count") || !loop.get("input")) {
          st_.out.diagnostics.error("EXP060", "each variable copy loop needs \"name\", \"count\" and \"input\"", loop.loc());
          continue;
        }
        varDecls_[toLowerAscii(n->str())] = {n->str(), &loop, true, {}};
      }
      continue;
    }
    varDecls_[toLowerAscii(name)] = {name, &v, false, {}};
  }
  // Each copy loop declares one variable.
  if (varDecls_.size() > kMaxVariables)
    st_.out.diagnostics.error("EXP065",
                              "the template declares " + std::to_string(varDecls_.size()) +
                                  " variables; Resource Manager allows at most " + std::to_string(kMaxVariables),
                              tpl_.root.get("variables") ? tpl_.root.get("variables")->loc() : tpl_.root.loc());
}

void DeploymentExpander::evaluateAllVariables() {
  // Every variable is evaluated once so that errors surface even when nothing uses it.
  for (const auto& [key, decl] : varDecls_) {
    auto r = evaluateVariable(decl.name, decl.value->loc());
    if (!r) report(r.error());
  }
}

Result<Value> DeploymentExpander::variable(std::string_view name, Loc loc) {
  if (outer_ && parent_) return parent_->variable(name, loc);
  return evaluateVariable(name, loc);
}

Result<Value> DeploymentExpander::evaluateVariable(std::string_view name, Loc loc) {
  auto it = varDecls_.find(LowerName(name).view());
  if (it == varDecls_.end()) return Scope::variable(name, loc);
  const VarDecl& decl = it->second;
  Lazy& slot = it->second.slot;
  if (slot.state == Lazy::State::Done) return slot.value;
  if (slot.state == Lazy::State::Failed)
    return makeError("EXP006", "The template variable '" + decl.name + "' could not be evaluated (see the error above).", loc);
  if (slot.state == Lazy::State::Evaluating) {
    std::string cycle;
    bool in = false;
    for (const auto& v : varStack_) {
      if (iequals(v, decl.name)) in = true;
      if (in) cycle += "'" + v + "' -> ";
    }
    cycle += "'" + decl.name + "'";
    return makeError("EXP007", "The template variables form a cycle: " + cycle + ".", decl.value->loc());
  }
  if (varStack_.size() >= kMaxVariableChain) return chainTooLong("variables", kMaxVariableChain, loc);
  if (!st_.mayWait(loc)) return Value::unknown("variables('" + decl.name + "')");
  if (st_.heldBytes > kMaxHeldValueBytes) {
    slot.state = Lazy::State::Failed;
    return heldValuesSpent("the template variable '" + decl.name + "'", decl.value->loc());
  }
  Waiting waiting(st_.waiting);
  slot.state = Lazy::State::Evaluating;
  varStack_.push_back(decl.name);
  auto savedLoops = std::move(loops_);
  loops_.clear();
  Result<Value> r = Value();
  if (decl.loop) {
    EvalContext ctx = freshContext();
    auto count = evaluateValue(*decl.value->get("count"), ctx);
    if (!count) {
      r = std::move(count).error();
    } else if (!count->isInt() || count->asInt() < 0 || count->asInt() > kMaxCopies) {
      r = makeError("EXP061",
                    "the copy count of variable '" + decl.name + "' must be an integer from 0 to 800, but it is " +
                        (count->isInt() ? std::to_string(count->asInt()) : std::string(kindName(count->kind()))),
                    decl.value->get("count")->loc());
    } else {
      Array out;
      size_t bytes = 2;  // the array as JSON so far
      for (int64_t i = 0; i < count->asInt(); ++i) {
        loops_.push_back({decl.name, i, LoopKind::Variable});
        auto item = evaluateWithCopy(*decl.value->get("input"));
        loops_.pop_back();
        if (!item) {
          r = std::move(item).error();
          break;
        }
        if (pastExpandedValueBytes(bytes, *item)) {
          r = expandedValueTooLarge("the template variable '" + decl.name + "'", decl.value->loc());
          break;
        }
        out.push_back(std::move(item).value());
      }
      if (r) r = Value(std::move(out)).withLoc(decl.value->loc());
    }
  } else {
    r = evaluateWithCopy(*decl.value);
  }
  loops_ = std::move(savedLoops);
  varStack_.pop_back();
  if (r)
    if (auto e = checkHeldValue(*r, st_.heldBytes, [&] { return "the template variable '" + decl.name + "'"; }, decl.value->loc())) r = *e;
  if (!r) {
    slot.state = Lazy::State::Failed;
    return r;
  }
  slot.value = std::move(r).value();
  slot.state = Lazy::State::Done;
  return slot.value;
}

}  // namespace pf
