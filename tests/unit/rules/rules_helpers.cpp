#include "tests/unit/rules/rules_helpers.hpp"

#include <sstream>
#include <stdexcept>

#include "tests/helpers.hpp"

namespace pf::test {
namespace {

Value withUnknowns(const Value& v) {
  if (v.isString() && v.str().rfind("!unknown:", 0) == 0) return Value::unknown(v.str().substr(9));
  if (v.isArray()) {
    Array a;
    for (const Value& e : v.arr()) a.push_back(withUnknowns(e));
    return Value(std::move(a));
  }
  if (v.isObject()) {
    Object o;
    for (const auto& [k, e] : v.obj()) o.append(k, withUnknowns(e));
    return Value(std::move(o));
  }
  return v;
}

std::string indent(const std::string& text, const std::string& pad) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) out += pad + line + "\n";
  return out;
}

}  // namespace

Value target(std::string_view json) { return withUnknowns(test::json(json)); }

std::string Loaded::errors() const {
  std::string out;
  for (const auto& d : diags.items()) out += formatDiagnostic(d, *files, false) + "\n";
  return out;
}

Loaded loadRuleText(const std::string& text, const std::string& path) {
  Loaded l;
  rules::RuleSetBuilder b(*l.files, l.diags);
  b.addText(path, text);
  l.set = b.build();
  return l;
}

std::string ruleWithCondition(const std::string& condition, const std::string& extraSpec) {
  bool flow = condition.find('\n') == std::string::npos && !condition.empty() && condition[0] == '{';
  std::string body = flow ? "  condition: " + condition + "\n"
                                                               : "  condition:\n" + indent(condition, "    ");
  return "apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: Test.Rule\nspec:\n" + body +
         extraSpec;
}

static std::vector<rules::RuleResult> runOne(const std::string& condition, std::string_view targetJson) {
  Loaded l = loadRuleText(ruleWithCondition(condition));
  if (l.diags.hasErrors() || l.set.size() != 1) throw std::runtime_error("condition did not load:\n" + l.errors());
  return evaluateAll(l.set, target(targetJson));
}

std::string outcome(const std::string& condition, std::string_view targetJson) {
  auto results = runOne(condition, targetJson);
  if (results.empty()) return "n/a";
  return rules::outcomeName(results[0].outcome);
}

std::string reasons(const std::string& condition, std::string_view targetJson) {
  auto results = runOne(condition, targetJson);
  std::string out;
  if (results.empty()) return out;
  for (const auto& r : results[0].reasons) out += (out.empty() ? "" : " | ") + r.text();
  return out;
}

std::vector<rules::RuleResult> evaluateAll(const rules::RuleSet& set, const Value& t, const rules::RuleFilter& filter) {
  Diagnostics d;
  auto selection = rules::selectRules(set, filter, d);
  return rules::evaluate(selection, rules::bindTarget(t));
}

}  // namespace pf::test
