// The deployment, scope and resource functions on every expression of the corpus templates
// that calls them: argument checks must not reject what Azure deploys.
#include <catch2/catch.hpp>
#include <iostream>
#include <map>

#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/corpus/expression_walk.hpp"
#include "tests/helpers.hpp"

using namespace pf;

namespace {

// Measured with ./build/tests/preflight_tests "[fn-resource]": "11104 expressions call
// deployment/scope/resource functions", over 923 quickstart and 185 baseline templates.
constexpr size_t kCorpusTemplates = 923 + 185;
constexpr size_t kEvaluatedFloor = 11104;

struct ExpectedErrors {
  size_t count;     // as measured; more fails the test
  const char* why;  // why it is not a fault of the functions under test
};
// Errors other than argument errors and these functions' own (EVAL001, EVAL002, EVAL05x) in the
// expressions this test evaluates. Every code is listed, so a new one, or more of one, is noticed.
const std::map<std::string, ExpectedErrors> kOtherErrors = {
    {"EVAL030", {10, "deployment().properties.templateLink: these templates are deployed from a URI, not here"}},
    {"EVAL033", {4, "split(<placeholder default>, '/')[1]: the placeholder has no '/'"}},
    {"EXPR001", {1, "orchard-cms-video-portal has a malformed listKeys(...) expression; ARM rejects it too"}},
};

// Parameters with a literal default take it; everything else the template would compute is
// unknown, so only what the function sees for certain is checked.
class TemplateScope : public SimpleScope {
 public:
  TemplateScope(DeploymentContext ctx, EvalSession& session, Object templateVariables)
      : SimpleScope(std::move(ctx)), session_(session), templateVariables_(std::move(templateVariables)) {}
  Result<Value> parameter(std::string_view name, Loc) override {
    if (const Value* v = parameters.find(name)) return *v;
    return Value::unknown("parameters('" + std::string(name) + "')");
  }
  // Variables are evaluated on first use; one whose evaluation fails, loops or uses a copy
  // loop is unknown.
  Result<Value> variable(std::string_view name, Loc) override {
    Value unknown = Value::unknown("variables('" + std::string(name) + "')");
    if (const Value* v = variables.find(name)) return *v;
    const Value* decl = templateVariables_.find(name);
    if (!decl || iequals(name, "copy") || inProgress_.size() > 32) return unknown;
    for (const std::string& n : inProgress_)
      if (iequals(n, name)) return unknown;
    inProgress_.emplace_back(name);
    EvalContext ctx(session_, *this);
    auto r = evaluateValue(*decl, ctx);
    inProgress_.pop_back();
    Value v = r ? std::move(r).value() : unknown;
    variables.set(std::string(name), v);
    return v;
  }
  Result<Value> copyIndex(std::string_view, Loc) override { return Value::unknown("copyIndex()"); }

 private:
  EvalSession& session_;
  Object templateVariables_;
  std::vector<std::string> inProgress_;
};

TargetScope scopeOf(const Value& tmpl) {
  const Value* schema = tmpl.get("$schema");
  std::string s = schema ? toLowerAscii(schema->str()) : "";
  if (s.find("subscriptiondeploymenttemplate") != std::string::npos) return TargetScope::Subscription;
  if (s.find("managementgroupdeploymenttemplate") != std::string::npos) return TargetScope::ManagementGroup;
  if (s.find("tenantdeploymenttemplate") != std::string::npos) return TargetScope::Tenant;
  return TargetScope::ResourceGroup;
}

bool callsOurFunctions(std::string_view expr) {
  static const char* names[] = {"resourceid(", "reference(", "references(", "list", "pickzones(", "subscription(",
                                "resourcegroup(", "tenant(", "managementgroup(", "deployment(", "environment(",
                                "deployer(", "providers(", "extensionresourceid(", "roledefinitions(",
                                "resourceinfo("};
  std::string lower = toLowerAscii(expr);
  for (const char* n : names)
    if (lower.find(n) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("corpus: resource and scope functions accept the corpus templates' calls", "[corpus][fn-resource]") {
  PF_REQUIRE_CORPUS();
  EvalSession session(test::functions());
  std::map<std::string, size_t> errorsByCode;
  std::map<std::string, size_t> otherByCode;  // every other error, by code
  std::map<std::string, std::string> otherExample;
  std::vector<std::string> failures;
  std::string file;
  test::ExpressionWalk w{session, callsOurFunctions, [&](const std::string& expr, const Error& e) {
                           std::string where = file + ": " + expr + "\n    " + e.code + ": " + e.message;
                           // Only argument errors and the errors of these functions are ours to judge:
                           // parse errors, functions of other categories and member access on what these
                           // functions return are counted against kOtherErrors instead.
                           bool ours = e.code == "EVAL001" || e.code == "EVAL002" || e.code.rfind("EVAL05", 0) == 0;
                           if (!ours) {
                             if (otherByCode[e.code]++ == 0) otherExample[e.code] = where;
                             return;
                           }
                           errorsByCode[e.code]++;
                           failures.push_back(where);
                         }};
  w.skipNestedTemplates = true;  // they run at their own scope
  size_t files = test::forEachFunctionCorpusTemplate([&](const std::string& path, const Value& tmpl) {
    file = path;
    DeploymentContext ctx;
    ctx.scope = scopeOf(tmpl);
    const Value* vars = tmpl.get("variables");
    TemplateScope scope(ctx, session, vars ? vars->obj() : Object{});
    for (const auto& [name, decl] : tmpl.get("parameters") ? tmpl.get("parameters")->obj() : Object{})
      if (const Value* dv = decl.get("defaultValue"); dv && !test::hasExpressions(*dv)) scope.parameters.set(name, *dv);
    for (const char* section : {"variables", "resources", "outputs"})
      if (const Value* v = tmpl.get(section)) w.walk(*v, scope);
  });
  PF_REQUIRE_CORPUS_INPUTS("quickstart azuredeploy.json and baseline main.json files", files, kCorpusTemplates);
  std::cout << "corpus: " << w.evaluated << " expressions call deployment/scope/resource functions (" << w.known
            << " fully known); " << failures.size() << " argument errors\n";
  for (const auto& [code, n] : errorsByCode) std::cout << "  " << code << ": " << n << "\n";
  for (size_t i = 0; i < failures.size() && i < 60; ++i) std::cout << failures[i] << "\n";
  CHECK(failures.empty());
  CHECK(w.evaluated >= kEvaluatedFloor);
  std::cout << "other errors in the same expressions, by code:\n";
  for (const auto& [code, n] : otherByCode) std::cout << "  " << code << ": " << n << "   e.g. " << otherExample[code] << "\n";
  for (const auto& [code, n] : otherByCode) {
    auto it = kOtherErrors.find(code);
    INFO(code << " × " << n << ", e.g. " << otherExample[code]);
    if (it == kOtherErrors.end()) FAIL_CHECK("an error code this test has not seen before: judge it and list it in kOtherErrors");
    else CHECK(n <= it->second.count);
  }
}
