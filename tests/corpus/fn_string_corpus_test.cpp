// The string and date functions on every expression of the corpus templates that calls
// them: what Azure deploys must not be rejected for its arguments.
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

const char* const kOurFunctions[] = {
    "base64",     "base64tojson", "base64tostring", "builduri", "datauri",     "datauritostring", "endswith",
    "format",     "guid",         "join",           "json",     "like",        "newguid",         "padleft",
    "parseuri",   "replace",      "split",          "startswith", "string",    "substring",       "tolower",
    "toupper",    "trim",         "uniquestring",   "uri",      "uricomponent", "uricomponenttostring",
    "datetimeadd", "datetimefromepoch", "datetimetoepoch", "utcnow"};

// Measured with ./build/tests/preflight_tests "[fn-string]": "6907 expressions call string/date
// functions", over 923 quickstart azuredeploy.json and 185 baseline main.json files.
constexpr size_t kCorpusTemplates = 923 + 185;
constexpr size_t kEvaluatedFloor = 6907;

struct ExpectedErrors {
  size_t count;     // as measured; more fails the test
  const char* why;  // why it is not a fault of the functions under test
};
// Errors of other functions (or of the expression around the call) in the expressions this test
// evaluates. Every code is listed, so a new one, or more of one, is noticed.
const std::map<std::string, ExpectedErrors> kOtherErrors = {
    {"EVAL010", {1, "mul() overflows 64 bits in Bicep's Variables_LF baseline, on purpose"}},
    {"EVAL030", {7, "deployment().properties.templateLink: these templates are deployed from a URI, not here"}},
    {"EVAL033", {4, "split(<placeholder default>, '/')[1]: the placeholder has no '/'"}},
    {"EVAL051", {7, "managementGroup() and other scope functions: this test evaluates at resource group scope"}},
};

// Parameters with a literal default take it; everything else is unknown, so only what a
// function sees for certain is judged.
class DefaultsScope : public SimpleScope {
 public:
  Result<Value> parameter(std::string_view name, Loc) override {
    if (const Value* v = parameters.find(name)) return *v;
    return Value::unknown("parameters('" + std::string(name) + "')");
  }
  Result<Value> variable(std::string_view name, Loc) override {
    return Value::unknown("variables('" + std::string(name) + "')");
  }
  Result<Value> copyIndex(std::string_view, Loc) override { return Value::unknown("copyIndex()"); }
};

// The function an error names: "substring: ..." or "The template function 'x' expects ...".
std::string namedFunction(const Error& e) {
  const std::string& m = e.message;
  if (e.code == "EVAL001") {
    size_t a = m.find('\'');
    size_t b = a == std::string::npos ? a : m.find('\'', a + 1);
    return b == std::string::npos ? "" : toLowerAscii(m.substr(a + 1, b - a - 1));
  }
  size_t colon = m.find(':');
  return colon == std::string::npos ? "" : toLowerAscii(m.substr(0, colon));
}

bool isOurs(const std::string& fn) {
  for (const char* n : kOurFunctions)
    if (fn == n) return true;
  return false;
}

bool callsOurFunctions(std::string_view expr) {
  std::string lower = toLowerAscii(expr);
  for (const char* n : kOurFunctions)
    if (lower.find(std::string(n) + "(") != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("corpus: string and date functions accept the corpus templates' calls", "[corpus][fn-string][fn-date]") {
  PF_REQUIRE_CORPUS();
  EvalSession session(test::functions());
  std::map<std::string, size_t> byFunction;
  std::map<std::string, size_t> otherByCode;  // errors of other functions, by code
  std::map<std::string, std::string> otherExample;
  std::vector<std::string> failures;
  std::string file;
  test::ExpressionWalk w{session, callsOurFunctions, [&](const std::string& expr, const Error& e) {
                           std::string fn = namedFunction(e);
                           std::string where = file + ": " + expr + "\n    " + e.code + ": " + e.message;
                           if (!isOurs(fn)) {
                             // Judged by other categories' corpus tests, but counted here: a new
                             // code or a rise in one fails below.
                             if (otherByCode[e.code]++ == 0) otherExample[e.code] = where;
                             return;
                           }
                           byFunction[fn]++;
                           failures.push_back(where);
                         }};
  size_t files = test::forEachFunctionCorpusTemplate([&](const std::string& path, const Value& tmpl) {
    file = path;
    DefaultsScope scope;
    for (const auto& [name, decl] : tmpl.get("parameters") ? tmpl.get("parameters")->obj() : Object{})
      // An empty default is a placeholder the deployer must fill in: unknown here.
      if (const Value* dv = decl.get("defaultValue");
          dv && !test::hasExpressions(*dv) && !(dv->isString() && dv->str().empty()))
        scope.parameters.set(name, *dv);
    for (const char* section : {"parameters", "variables", "resources", "outputs"})
      if (const Value* v = tmpl.get(section)) w.walk(*v, scope);
  });
  PF_REQUIRE_CORPUS_INPUTS("quickstart azuredeploy.json and baseline main.json files", files, kCorpusTemplates);
  std::cout << "corpus: " << w.evaluated << " expressions call string/date functions (" << w.known
            << " fully known); " << failures.size() << " errors from them\n";
  for (const auto& [fn, n] : byFunction) std::cout << "  " << fn << ": " << n << "\n";
  for (size_t i = 0; i < failures.size() && i < 80; ++i) std::cout << failures[i] << "\n";
  CHECK(failures.empty());
  CHECK(w.evaluated >= kEvaluatedFloor);
  std::cout << "errors of other functions in the same expressions, by code:\n";
  for (const auto& [code, n] : otherByCode) std::cout << "  " << code << ": " << n << "   e.g. " << otherExample[code] << "\n";
  for (const auto& [code, n] : otherByCode) {
    auto it = kOtherErrors.find(code);
    INFO(code << " × " << n << ", e.g. " << otherExample[code]);
    if (it == kOtherErrors.end()) FAIL_CHECK("an error code this test has not seen before: judge it and list it in kOtherErrors");
    else CHECK(n <= it->second.count);
  }
}
