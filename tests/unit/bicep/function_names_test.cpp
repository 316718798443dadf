// Calls to functions Bicep does not have are compile errors (as in Bicep), not ARM expressions
// that would fail at deployment: unknown names (BCP057/BCP082), unknown sys./az. members
// (BCP107/BCP108), ARM functions Bicep replaces with syntax (BCP060/061/069/100-102), symbols
// that are no functions (BCP059/BCP265) and functions used as values (BCP063). Messages as in
// Bicep's DiagnosticBuilder; cases from the InvalidExpressions baseline.
#include <catch2/catch.hpp>

#include "engine/bicep/semantics/spelling.hpp"
#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

std::vector<std::pair<std::string, std::string>> errors(const std::string& text) {
  auto c = compile(text);
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& d : c.result.diagnostics.items())
    if (d.severity == pf::Severity::Error) out.emplace_back(d.code, d.message);
  return out;
}

}  // namespace

TEST_CASE("bicep functions: unknown function names", "[bicep]") {
  auto e = errors("var fakeFunc = red() + green() * orange()\noutput o int = fakeFunc\n");
  REQUIRE(e.size() == 3);
  CHECK(e[0] == std::pair<std::string, std::string>{"BCP057", "The name \"red\" does not exist in the current context."});
  CHECK(e[1].first == "BCP057");
  CHECK(e[2] == std::pair<std::string, std::string>{
                    "BCP082", "The name \"orange\" does not exist in the current context. Did you mean \"range\"?"});

  auto ns = errors("var x = az.az()\nvar y = sys.lenght('a')\noutput o int = y\n");
  REQUIRE(ns.size() == 2);
  CHECK(ns[0] == std::pair<std::string, std::string>{"BCP107", "The function \"az\" does not exist in namespace \"az\"."});
  CHECK(ns[1] == std::pair<std::string, std::string>{
                     "BCP108", "The function \"lenght\" does not exist in namespace \"sys\". Did you mean \"length\"?"});
}

TEST_CASE("bicep functions: ARM functions Bicep replaces with its own syntax", "[bicep]") {
  auto e = errors(
      "var a = add(1, 2)\nvar c = createArray(1)\nvar d = coalesce(null, 1)\nvar f = variables('a')\noutput o array = "
      "[a, c, d, f]\n");
  std::vector<std::string> codes;
  for (const auto& [code, message] : e) codes.push_back(code);
  CHECK(codes == std::vector<std::string>{"BCP069", "BCP101", "BCP069", "BCP060"});
  CHECK(e[0].second == "The function \"add\" is not supported. Use the \"+\" operator instead.");
  CHECK(e[2].second == "The function \"coalesce\" is not supported. Use the \"??\" operator instead.");
}

TEST_CASE("bicep functions: names that are not functions, and functions used as values", "[bicep]") {
  auto notFn = errors("param p string = 'a'\nvar v = p()\noutput o string = v\n");
  REQUIRE(notFn.size() == 1);
  CHECK(notFn[0] == std::pair<std::string, std::string>{"BCP059", "The name \"p\" is not a function."});
  auto asValue = errors("var v = concat + base64\noutput o string = v\n");
  REQUIRE(asValue.size() == 2);
  CHECK(asValue[0] ==
        std::pair<std::string, std::string>{"BCP063", "The name \"concat\" is not a parameter, variable, resource or module."});
}

TEST_CASE("bicep functions: Bicep's own and namespace-qualified functions compile", "[bicep]") {
  auto c = compile(R"(param items array = [1, 2]
func twice(x int) int => x * 2
var a = sys.length(items)
var b = az.resourceGroup().location
var c = map(items, i => twice(i))
var d = toObject(items, i => string(i))
var e = parseCidr('10.0.0.0/24')
var f = cidrSubnet('10.0.0.0/16', 24, 0)
var g = shallowMerge([{ a: 1 }, { b: 2 }])
var h = dateTimeAdd(utcNow(), 'PT1H')
var i = objectKeys({ x: 1 })
var j = deployer().objectId
var k = listKeys(resourceId('Microsoft.Storage/storageAccounts', 'sa'), '2022-09-01')
output o array = [a, b, c, d, e, f, g, h, i, j, k]
)");
  CHECK(c.firstError().empty());
}

TEST_CASE("bicep functions: spelling suggestions follow Bicep's rule", "[bicep]") {
  using pf::bicep::spellingSuggestion;
  // One edit per three characters, at most two characters longer or shorter.
  CHECK(spellingSuggestion("orange", {"range", "union"}) == std::optional<std::string>("range"));
  CHECK(spellingSuggestion("red", {"range", "union"}) == std::nullopt);
  // Case differences alone always match, whatever the length.
  CHECK(spellingSuggestion("TOLOWER", {"toLower", "toUpper"}) == std::optional<std::string>("toLower"));
  // The closest wins; candidates under three characters are only matched ignoring case.
  CHECK(spellingSuggestion("lenght", {"length", "left"}) == std::optional<std::string>("length"));
  CHECK(spellingSuggestion("ab", {"az", "ab"}) == std::optional<std::string>("ab"));
  CHECK(spellingSuggestion("aa", {"az"}) == std::nullopt);
}
