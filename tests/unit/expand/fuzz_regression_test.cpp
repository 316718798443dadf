// Templates that exhausted memory or the stack during expansion (the shapes fuzz/template_fuzz
// explores), expanded the way the harness does.
#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "engine/core/json.hpp"
#include "engine/expand/value_limits.hpp"
#include "tests/expand_helpers.hpp"

using pf::test::expandText;

namespace {

// Variables v1..vN where each is an object repeating the previous one twice (or, with
// `wrap`, holding it once, two levels deeper).
std::string doublingTemplate(int n, bool wrap, const std::string& use) {
  std::string vars = R"("v0": "x")";
  for (int k = 1; k <= n; ++k) {
    std::string prev = "\"[variables('v" + std::to_string(k - 1) + "')]\"";
    vars += ",\n\"v" + std::to_string(k) + "\": " + (wrap ? "{\"a\": {\"b\": " + prev + "}}" : "{\"a\": " + prev + ", \"b\": " + prev + "}");
  }
  return R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0", "variables": {)" + vars + R"(},
    "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "sa",
                   "location": "eastus", "properties": {"data": ")" + use + R"("}}],
    "outputs": {"o": {"type": "object", "value": ")" + use + R"("}}})";
}

}  // namespace

TEST_CASE("fuzz: variables that double each other are stopped at 4 MB", "[fuzz-regression][expand]") {
  // 2^40 copies of "x": writing the expansion ran out of memory.
  auto e = expandText(doublingTemplate(40, false, "[variables('v40')]"));
  INFO(e.diagnostics());
  CHECK(e.hasDiagnostic("EXP056"));
  std::string json = pf::toJson(pf::expansionToJson(e.result, *e.files));
  CHECK(json.size() < 1024 * 1024);
  // Ten doublings are an ordinary value.
  auto small = expandText(doublingTemplate(10, false, "[variables('v10')]"));
  CHECK_FALSE(small.hasDiagnostic("EXP056"));
  CHECK(small.at("sa", "properties.data").size() > 1024 * 10);
}

TEST_CASE("fuzz: variables nested in each other are stopped at 512 levels", "[fuzz-regression][expand]") {
  // Each variable two levels deeper than the last.
  auto e = expandText(doublingTemplate(300, true, "[variables('v300')]"));
  CHECK(e.hasDiagnostic("EXP057"));
  auto ok = expandText(doublingTemplate(200, true, "[variables('v200')]"));
  INFO(ok.diagnostics());
  CHECK_FALSE(ok.hasDiagnostic("EXP057"));
  CHECK(ok.output("o").size() > 800);
}

namespace {

const char* kSchema = R"("$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0")";

}  // namespace

TEST_CASE("fuzz: long chains of variables, parameters or resources are errors, not a stack overflow",
          "[fuzz-regression][expand]") {
  // 20,000 variables each reading the next were evaluated recursively until the stack ran out.
  std::string vars = R"("v0": "x")";
  for (int k = 1; k <= 20000; ++k) vars += ",\"v" + std::to_string(k) + "\": \"[variables('v" + std::to_string(k - 1) + "')]\"";
  auto v = expandText(std::string("{") + kSchema + R"(, "variables": {)" + vars +
                      R"(}, "resources": [], "outputs": {"o": {"type": "string", "value": "[variables('v20000')]"}}})");
  CHECK(v.hasDiagnostic("EXP059"));

  // Parameters whose defaults read the one declared after them.
  std::string params;
  for (int k = 3000; k >= 1; --k)
    params += "\"p" + std::to_string(k) + "\": {\"type\": \"string\", \"defaultValue\": \"[parameters('p" +
              std::to_string(k - 1) + "')]\"},";
  params += R"("p0": {"type": "string", "defaultValue": "x"})";
  auto p = expandText(std::string("{") + kSchema + R"(, "parameters": {)" + params + R"(}, "resources": []})");
  CHECK(p.hasDiagnostic("EXP059"));

  // Resources that each reference the one after them.
  std::string res;
  for (int k = 0; k < 3000; ++k) {
    if (k) res += ",";
    res += R"({"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "location": "eastus", "name": "sa)" +
           std::to_string(k) + R"(", "properties": {"x": )" +
           (k == 2999 ? std::string("\"y\"") : "\"[reference('sa" + std::to_string(k + 1) + "').x]\"") + "}}";
  }
  auto r = expandText(std::string("{") + kSchema + R"(, "resources": [)" + res + "]}");
  CHECK(r.hasDiagnostic("EXP059"));
}

TEST_CASE("fuzz: copy loops of nested deployments stop at 800 deployments", "[fuzz-regression][expand]") {
  // 100 deployments of 100 deployments of 100 storage accounts: a million resources.
  auto level = [](const std::string& inner) {
    return std::string("{") + kSchema + R"(, "resources": [{"type": "Microsoft.Resources/deployments",
        "apiVersion": "2022-09-01", "name": "[concat('d', copyIndex())]", "copy": {"name": "c", "count": 100},
        "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"}, "template": )" +
           inner + "}}]}";
  };
  std::string leaf = std::string("{") + kSchema + R"(, "resources": [{"type": "Microsoft.Storage/storageAccounts",
      "apiVersion": "2023-01-01", "location": "eastus", "name": "[concat('sa', copyIndex())]",
      "copy": {"name": "c", "count": 100}}]})";
  auto e = expandText(level(level(leaf)));
  CHECK(e.hasDiagnostic("EXP078"));
  CHECK(e.result.deployments.size() <= 801);
  CHECK(e.result.resources.size() <= 801 * 100);
}

TEST_CASE("fuzz: expanded resources stop at 64 MB together", "[fuzz-regression][expand]") {
  // 800 resources that each hold the same 100 KB string: 80 MB once written.
  auto e = expandText(std::string("{") + kSchema + R"(, "variables": {"big": "[padLeft('', 100000, 'x')]"},
      "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "location": "eastus",
                     "name": "[concat('sa', copyIndex())]", "copy": {"name": "c", "count": 800},
                     "properties": {"data": "[variables('big')]"}}]})");
  CHECK(e.hasDiagnostic("EXP058"));
  CHECK(e.result.resources.size() > 600);
  CHECK(e.result.resources.size() < 700);
}

TEST_CASE("limits: what a check names is only spelled out for a value past a limit", "[fuzz-regression][expand]") {
  int spelled = 0;
  auto what = [&] {
    ++spelled;
    return std::string("the property 'p' of 'r' (t)");
  };
  CHECK_FALSE(pf::checkExpandedValue(pf::Value("small"), what, pf::Loc{}));
  CHECK(spelled == 0);
  pf::Value deep("x");
  for (int i = 0; i < 600; ++i) deep = pf::Value(pf::Array{deep});
  auto e = pf::checkExpandedValue(deep, what, pf::Loc{1, 2, 3});
  REQUIRE(e);
  CHECK(spelled == 1);
  CHECK(e->code == "EXP057");
  CHECK(e->message.starts_with("the property 'p' of 'r' (t) nests more than 512 levels"));
  CHECK(e->loc.line == 2);
}

TEST_CASE("fuzz: a value past 4 MB is named as the variable, parameter or output it is", "[fuzz-regression][expand]") {
  // The names are only built for a value past a limit: each of the three must still say which.
  std::string big(5 * 1024 * 1024, 'x');
  auto e = expandText(R"({"parameters": {"p": {"type": "string"}},
                          "variables": {"v": "[concat(parameters('p'), 'y')]"},
                          "outputs": {"o": {"type": "string", "value": ")" + big + R"("}}})",
                      R"({"parameters": {"p": {"value": ")" + big + R"("}}})");
  std::string diags = e.diagnostics();
  CHECK(diags.find("EXP056: the template parameter 'p' is larger than 4 MB") != std::string::npos);
  CHECK(diags.find("EXP056: the template output 'o' is larger than 4 MB") != std::string::npos);
  auto v = expandText(R"({"variables": {"v": "[concat(variables('w'), variables('w'))]", "w": ")" + big.substr(0, 3 * 1024 * 1024) + R"("}})");
  CHECK(v.diagnostics().find("EXP056: the template variable 'v' is larger than 4 MB") != std::string::npos);
}

TEST_CASE("fuzz: copy loops stop once their array is past 4 MB", "[fuzz-regression][expand]") {
  // 800 items of a megabyte each: the arrays were built whole (gigabytes of a three-byte
  // character with padLeft) before the whole was measured. Each loop now stops at 4 MB, naming
  // itself; 3 items of a megabyte are an ordinary array.
  auto loops = [](int count) {
    std::string item = "[padLeft(string(copyIndex('x')), 1048576, '.')]";
    std::string out = "[padLeft(string(copyIndex()), 1048576, '.')]";
    std::string n = std::to_string(count);
    return expandText(R"({"variables": {"copy": [{"name": "v", "count": )" + n + R"(, "input": "[padLeft(string(copyIndex('v')), 1048576, '.')]"}]},
      "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "sa", "location": "eastus",
                     "properties": {"copy": [{"name": "x", "count": )" + n + R"(, "input": ")" + item + R"("}]}}],
      "outputs": {"o": {"type": "array", "copy": {"count": )" + n + R"(, "input": ")" + out + R"("}},
                  "v": {"type": "int", "value": "[length(variables('v'))]"}}})");
  };
  auto e = loops(800);
  std::string diags = e.diagnostics();
  INFO(diags);
  CHECK(diags.find("EXP056: the template variable 'v' is larger than 4 MB") != std::string::npos);
  CHECK(diags.find("EXP056: the property loop 'x' is larger than 4 MB") != std::string::npos);
  CHECK(diags.find("EXP056: the template output 'o' is larger than 4 MB") != std::string::npos);
  auto ok = loops(3);
  INFO(ok.diagnostics());
  CHECK_FALSE(ok.hasDiagnostic("EXP056"));
  CHECK(ok.output("v") == "3");
}

namespace {

size_t occurrences(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// 40 declarations of a kind, each a 2 MB string of its own (80 MB together), as `decl(k)` writes
// the k-th; `big` is a variable of 2 MB that each one extends.
std::string fortyOf(const std::function<std::string(int)>& decl, const std::string& section) {
  std::string items;
  for (int k = 0; k < 40; ++k) items += (k ? ",\n" : "") + decl(k);
  return std::string("{") + kSchema + R"(, "variables": {"big": "[padLeft('', 2000000, 'x')]")" +
         (section == "variables" ? ",\n" + items + "}" : "}") +
         (section == "parameters" ? ", \"parameters\": {" + items + "}" : "") +
         (section == "outputs" ? ", \"outputs\": {" + items + "}" : "") +
         (section == "resources" ? ", \"resources\": [" + items + "]" : ", \"resources\": []") + "}";
}

}  // namespace

TEST_CASE("fuzz: parameters, variables and outputs stop at 64 MB together", "[fuzz-regression][expand]") {
  // Each within 4 MB, but a template may declare thousands (past Resource Manager's counts,
  // which are reported and not enforced): 300 such variables held 1.2 GB, 120,000 parameters
  // that each extend the one before (a 4 MB Bicep file) gigabytes more.
  auto n = [](int k) { return std::to_string(k); };
  std::string extend = "concat(variables('big'), '";
  auto vars = expandText(fortyOf([&](int k) { return "\"v" + n(k) + "\": \"[" + extend + n(k) + "')]\""; }, "variables"));
  auto params = expandText(fortyOf([&](int k) {
    return "\"p" + n(k) + "\": {\"type\": \"string\", \"defaultValue\": \"[" + extend + n(k) + "')]\"}";
  }, "parameters"));
  auto outputs = expandText(fortyOf([&](int k) { return "\"o" + n(k) + "\": {\"type\": \"string\", \"value\": \"[" + extend + n(k) + "')]\"}"; },
                                    "outputs"));
  for (auto* e : {&vars, &params, &outputs}) {
    std::string diags = e->diagnostics();
    INFO(diags);
    // Said once, where the bound is passed, naming what passed it; every later one is left out.
    CHECK(occurrences(diags, "EXP089") == 1);
    CHECK(diags.find("takes the parameters, variables and outputs of this expansion past 64 MB together") != std::string::npos);
    CHECK_FALSE(e->hasDiagnostic("EXP056"));
  }
  CHECK(vars.diagnostics().find("EXP089: the template variable 'v") != std::string::npos);
  CHECK(params.diagnostics().find("EXP089: the template parameter 'p") != std::string::npos);
  CHECK(outputs.diagnostics().find("EXP089: the template output 'o") != std::string::npos);
  // The outputs before the bound are there, those after it are not.
  CHECK(outputs.result.outputs.obj().size() >= 30);
  CHECK(outputs.result.outputs.obj().size() <= 34);

  // Forty values of 200 KB are 8 MB together: nothing to say.
  std::string small = "concat(padLeft('', 200000, 'x'), '";
  auto fine = expandText(fortyOf([&](int k) { return "\"v" + n(k) + "\": \"[" + small + n(k) + "')]\""; }, "variables"));
  INFO(fine.diagnostics());
  CHECK_FALSE(fine.hasDiagnostic("EXP089"));
}

TEST_CASE("fuzz: resources past 64 MB together are left out before they are built", "[fuzz-regression][expand]") {
  // The budget counted only properties, so 300 resources with a 4 MB tag each were all built and
  // kept (1.2 GB); now the whole resource counts, and those past the budget are not built.
  auto n = [](int k) { return std::to_string(k); };
  auto e = expandText(fortyOf([&](int k) {
    return R"({"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "location": "eastus", "name": "sa)" + n(k) +
           R"(", "tags": {"t": "[concat(variables('big'), ')" + n(k) + R"(')]"}})";
  }, "resources"));
  std::string diags = e.diagnostics();
  INFO(diags);
  CHECK(occurrences(diags, "EXP058") == 1);
  CHECK(diags.find("this one and later ones are left out") != std::string::npos);
  CHECK(e.result.resources.size() >= 30);
  CHECK(e.result.resources.size() <= 34);
}

TEST_CASE("fuzz: resources past 64 MB inside a nested deployment are said once", "[fuzz-regression][expand]") {
  // The budget is spent inside the nested deployment; the deployment resource around it, measured
  // after, is left out too but says nothing more.
  std::string inner = R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
      "contentVersion": "1.0.0.0", "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
      "location": "eastus", "name": "[concat('sa', copyIndex())]", "copy": {"name": "c", "count": 800},
      "tags": {"t": "[padLeft('', 100000, 'x')]"}}]})";
  auto e = expandText(std::string("{") + kSchema + R"(, "resources": [{"type": "Microsoft.Resources/deployments",
      "apiVersion": "2022-09-01", "name": "[concat('d', copyIndex())]", "copy": {"name": "d", "count": 3},
      "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"}, "template": )" + inner + "}}]}");
  std::string diags = e.diagnostics();
  INFO(diags);
  CHECK(occurrences(diags, "EXP058") == 1);
  CHECK(e.result.resources.size() < 700);
}
