// Outputs: condition, copy, type and constraint checks.
#include "engine/expand/deployment.hpp"
#include "engine/expand/value_limits.hpp"
#include "engine/expand/type_check.hpp"
#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"

namespace pf {

namespace {
constexpr size_t kMaxOutputs = 64;
constexpr int64_t kMaxCopies = 800;
}  // namespace

void DeploymentExpander::evaluateOutputs() {
  if (tpl_.outputs.size() > kMaxOutputs)
    st_.out.diagnostics.error("EXP053",
                              "the template declares " + std::to_string(tpl_.outputs.size()) +
                                  " outputs; Resource Manager allows at most 64",
                              tpl_.root.get("outputs")->loc());
  for (const auto& [name, decl] : tpl_.outputs) {
    if (!decl.isObject()) continue;
    if (st_.heldBytes > kMaxHeldValueBytes) {
      report(heldValuesSpent("the template output '" + name + "'", decl.loc()));
      continue;
    }
    loops_.clear();
    if (const Value* cond = decl.get("condition")) {
      auto c = evalIn(*cond, {});
      if (!c) {
        report(c.error());
        continue;
      }
      if (c->isBool() && !c->asBool()) continue;
    }
    Result<Value> value = Value();
    if (const Value* copy = decl.get("copy")) {
      const Value* countDecl = copy->get("count");
      const Value* input = copy->get("input");
      if (!countDecl || !input) {
        report(makeError("EXP062", "the copy loop of output '" + name + "' needs \"count\" and \"input\"", copy->loc()));
        continue;
      }
      auto count = evalIn(*countDecl, {});
      if (!count) {
        report(count.error());
        continue;
      }
      if (!count->isInt() || count->asInt() < 0 || count->asInt() > kMaxCopies) {
        report(makeError("EXP061", "the copy count of output '" + name + "' must be an integer from 0 to 800, but it is " +
                                       describeValue(*count),
                         countDecl->loc()));
        continue;
      }
      Array items;
      size_t bytes = 2;  // the array as JSON so far: it stops past 4 MB, before holding gigabytes
      for (int64_t i = 0; i < count->asInt() && value; ++i) {
        auto item = evalIn(*input, {{"", i, LoopKind::Output}});
        if (!item) value = std::move(item).error();
        else if (pastExpandedValueBytes(bytes, *item)) value = expandedValueTooLarge("the template output '" + name + "'", decl.loc());
        else items.push_back(std::move(item).value());
      }
      if (value) value = Value(std::move(items)).withLoc(copy->loc());
    } else if (const Value* v = decl.get("value")) {
      value = evalIn(*v, {});
    } else {
      report(makeError("EXP054", "output '" + name + "' has no \"value\"", decl.loc()));
      continue;
    }
    if (value)
      if (auto e = checkHeldValue(*value, st_.heldBytes, [&output = name] { return "the template output '" + output + "'"; }, decl.loc()))
        value = *e;
    if (!value) {
      report(value.error());
      continue;
    }
    Value v = std::move(value).value();
    if (isSecureType(decl, tpl_.definitions) && (v.isString() || v.isObject())) {
      v.setSecret();
      st_.out.secrets.addValue(v);  // a secure output may be a literal: its text is a secret too
    }
    TypeCheckContext tc{tpl_.definitions, [this](const Value& pred, const Value& x) { return runValidatePredicate(pred, x); }};
    for (auto& e : checkValue(v, decl, [&output = name] { return "the template output '" + output + "'"; }, decl.loc(), tc)) report(e);
    Object o;
    const Value* type = decl.get("type");
    o.append("type", type ? *type : Value("object"));
    o.append("value", std::move(v));
    outputs_.append(name, Value(std::move(o)).withLoc(decl.loc()));
  }
}

}  // namespace pf
