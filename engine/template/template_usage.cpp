#include "engine/template/template_usage.hpp"

#include "engine/core/value.hpp"
#include "engine/expr/parser.hpp"

namespace pf {

namespace {

struct UsageWalk {
  TemplateUsage& out;

  void expression(const Expr& e) {
    if (e.type == Expr::Type::Call && e.ns.empty()) {
      bool params = iequals(e.text, "parameters");
      bool vars = iequals(e.text, "variables");
      if ((params || vars) && !e.args.empty()) {
        if (e.args[0].type == Expr::Type::String)
          (params ? out.parameters : out.variables).insert(toLowerAscii(e.args[0].text));
        else
          (params ? out.computedParameter : out.computedVariable) = true;
      }
    }
    for (const Expr& a : e.args) expression(a);
  }

  void value(const Value& v) {
    if (v.isString()) {
      if (!isExpression(v.str())) return;
      std::string_view text = v.str();
      auto parsed = parseExpression(text.substr(1, text.size() - 2), Loc{}, nullptr);
      if (parsed) expression((*parsed)->root);
      return;
    }
    if (v.isArray())
      for (const Value& x : v.arr()) value(x);
    if (v.isObject())
      for (const auto& [k, x] : v.obj()) value(x);
  }

  // A resource as written; a nested deployment with inner scope keeps its template to itself.
  void resource(const Value& r) {
    if (!r.isObject()) return;
    const Value* type = r.get("type");
    const Value* props = r.get("properties");
    bool deployment = type && type->isString() && iequals(type->str(), "Microsoft.Resources/deployments");
    const Value* scope = nullptr;
    if (deployment && props && props->isObject())
      if (const Value* o = props->get("expressionEvaluationOptions")) scope = o->get("scope");
    bool inner = scope && scope->isString() && iequals(scope->str(), "inner");
    for (const auto& [k, x] : r.obj()) {
      if (iequals(k, "resources") && x.isArray()) {
        for (const Value& child : x.arr()) resource(child);
      } else if (inner && iequals(k, "properties") && x.isObject()) {
        for (const auto& [pk, px] : x.obj())
          if (!iequals(pk, "template")) value(px);
      } else {
        value(x);
      }
    }
  }
};

}  // namespace

bool TemplateUsage::parameterUsed(const std::string& name) const {
  return computedParameter || parameters.count(toLowerAscii(name)) > 0;
}

bool TemplateUsage::variableUsed(const std::string& name) const {
  return computedVariable || variables.count(toLowerAscii(name)) > 0;
}

TemplateUsage templateUsage(const Template& t) {
  TemplateUsage out;
  UsageWalk w{out};
  for (const auto& [name, decl] : t.parameters) w.value(decl);
  for (const auto& [name, v] : t.variables) w.value(v);
  for (const ResourceDecl& r : t.resources) w.resource(r.decl);
  for (const auto& [name, decl] : t.outputs) w.value(decl);
  return out;
}

}  // namespace pf
