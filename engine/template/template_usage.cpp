#include "engine/template/template_usage.hpp"

#include "engine/core/value.hpp"
#include "engine/expr/parser.hpp"
#include "engine/template/lower_name.hpp"
#include "engine/template/lower_word.hpp"

namespace pf {

namespace {

struct UsageWalk {
  TemplateUsage& out;
  ExpressionCache* cache;

  void expression(const Expr& e) {
    if (e.type == Expr::Type::Call && e.ns.empty()) {
      bool params = isLowerWord(e.text, "parameters");
      bool vars = !params && isLowerWord(e.text, "variables");
      if ((params || vars) && !e.args.empty()) {
        if (e.args[0].type == Expr::Type::String) {
          // Most names are read many times: a std::string only for the first read.
          auto& names = params ? out.parameters : out.variables;
          LowerName name(e.args[0].text);
          if (auto at = names.lower_bound(name.view()); at == names.end() || *at != name.view())
            names.emplace_hint(at, name.view());
        } else {
          (params ? out.computedParameter : out.computedVariable) = true;
        }
      }
    }
    for (const Expr& a : e.args)
      if (!a.args.empty()) expression(a);  // a node without arguments reads nothing
  }

  void value(const Value& v) {
    if (v.isString()) {
      if (!isExpression(v.str())) return;
      std::string_view text = std::string_view(v.str()).substr(1, v.str().size() - 2);
      if (cache)
        if (auto parsed = cache->get(text, Loc{})) return expression((*parsed)->root);
      // Without a cache, or a name the registry does not know: the calls are still there to read.
      if (auto parsed = parseExpression(text, Loc{}, nullptr)) expression((*parsed)->root);
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
      if (isLowerWord(k, "resources") && x.isArray()) {
        for (const Value& child : x.arr()) resource(child);
      } else if (inner && isLowerWord(k, "properties") && x.isObject()) {
        for (const auto& [pk, px] : x.obj())
          if (!isLowerWord(pk, "template")) value(px);
      } else {
        value(x);
      }
    }
  }

  void walk(const Template& t) {
    for (const auto& [name, decl] : t.parameters) value(decl);
    for (const auto& [name, v] : t.variables) value(v);
    for (const ResourceDecl& r : t.resources) resource(r.decl);
    for (const auto& [name, decl] : t.outputs) value(decl);
  }
};

}  // namespace

bool TemplateUsage::parameterUsed(std::string_view name) const {
  return computedParameter || parameters.contains(LowerName(name).view());
}

bool TemplateUsage::variableUsed(std::string_view name) const {
  return computedVariable || variables.contains(LowerName(name).view());
}

TemplateUsage templateUsage(const Template& t) {
  TemplateUsage out;
  UsageWalk w{out, nullptr};
  w.walk(t);
  return out;
}

TemplateUsage templateUsage(const Template& t, ExpressionCache& cache) {
  TemplateUsage out;
  UsageWalk w{out, &cache};
  w.walk(t);
  return out;
}

}  // namespace pf
