// Expression emission: what Bicep's compiler writes for each expression form.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

// The emitted value of `var v = <expr>` (with a parameter p and a variable w in scope).
std::string var(const std::string& expr) {
  auto c = compile("param p string\nparam n int\nvar w = 'w'\nvar v = " + expr + "\n");
  std::string err = c.firstError();
  if (!err.empty()) return "error: " + err;
  return c.at("/variables/v");
}

}  // namespace

TEST_CASE("bicep emit: literals stay JSON", "[bicep]") {
  CHECK(var("'abc'") == "\"abc\"");
  CHECK(var("42") == "42");
  CHECK(var("-7") == "-7");
  CHECK(var("true") == "true");
  CHECK(var("null") == "null");
  CHECK(var("{ a: 1, b: [ 'x', false ] }") == "{\"a\":1,\"b\":[\"x\",false]}");
  // A literal that would read as an expression is escaped.
  CHECK(var("'[notAFunction()]'") == "\"[[notAFunction()]\"");
  CHECK(var("'[abc'") == "\"[abc\"");
}

TEST_CASE("bicep emit: interpolation becomes format()", "[bicep]") {
  CHECK(var("'a${p}b'") == "\"[format('a{0}b', parameters('p'))]\"");
  CHECK(var("'${p}'") == "\"[format('{0}', parameters('p'))]\"");
  CHECK(var("'{${n}}'") == "\"[format('{{{0}}}', parameters('n'))]\"");
  CHECK(var("'it\\'s ${w}'") == "\"[format('it''s {0}', variables('w'))]\"");
}

TEST_CASE("bicep emit: operators become functions", "[bicep]") {
  CHECK(var("n + 1") == "\"[add(parameters('n'), 1)]\"");
  CHECK(var("n - 1 * 2") == "\"[sub(parameters('n'), mul(1, 2))]\"");
  CHECK(var("n % 2 == 0") == "\"[equals(mod(parameters('n'), 2), 0)]\"");
  CHECK(var("p != 'x'") == "\"[not(equals(parameters('p'), 'x'))]\"");
  CHECK(var("p =~ 'X'") == "\"[equals(toLower(parameters('p')), toLower('X'))]\"");
  CHECK(var("!(n > 1) || n <= 0 && true") ==
        "\"[or(not(greater(parameters('n'), 1)), and(lessOrEquals(parameters('n'), 0), true()))]\"");
  CHECK(var("-n") == "\"[sub(0, parameters('n'))]\"");
  CHECK(var("n > 1 ? p : w") == "\"[if(greater(parameters('n'), 1), parameters('p'), variables('w'))]\"");
  CHECK(var("p ?? w") == "\"[coalesce(parameters('p'), variables('w'))]\"");
}

TEST_CASE("bicep emit: objects and arrays inside expressions", "[bicep]") {
  CHECK(var("union({ a: p }, {})") == "\"[union(createObject('a', parameters('p')), createObject())]\"");
  CHECK(var("concat([p], [])") == "\"[concat(createArray(parameters('p')), createArray())]\"");
  CHECK(var("{ ...{ a: 1 }, b: p }") ==
        "\"[shallowMerge(createArray(createObject('a', 1), createObject('b', parameters('p'))))]\"");
  CHECK(var("[ ...[1], n ]") == "\"[flatten(createArray(createArray(1), createArray(parameters('n'))))]\"");
  CHECK(var("length(3000000000)") == "\"[length(json('3000000000'))]\"");
}

TEST_CASE("bicep emit: access forms", "[bicep]") {
  CHECK(var("{ a: p }.a") == "\"[createObject('a', parameters('p')).a]\"");
  CHECK(var("{ a: p }['a']") == "\"[createObject('a', parameters('p')).a]\"");
  CHECK(var("{ 'a-b': p }['a-b']") == "\"[createObject('a-b', parameters('p'))['a-b']]\"");
  CHECK(var("[p][n]") == "\"[createArray(parameters('p'))[parameters('n')]]\"");
  CHECK(var("{ a: p }.?b.c") == "\"[tryGet(createObject('a', parameters('p')), 'b', 'c')]\"");
  CHECK(var("[p][^1]") == "\"[indexFromEnd(createArray(parameters('p')), 1)]\"");
  CHECK(var("az.resourceGroup().location") == "\"[resourceGroup().location]\"");
  CHECK(var("sys.concat(p, 'x')") == "\"[concat(parameters('p'), 'x')]\"");
  CHECK(var("any(n)") == "\"[parameters('n')]\"");
}

TEST_CASE("bicep emit: lambdas", "[bicep]") {
  CHECK(var("map([1], x => x + n)") == "\"[map(createArray(1), lambda('x', add(lambdaVariables('x'), parameters('n'))))]\"");
  CHECK(var("reduce([1], 0, (a, b) => a + b)") ==
        "\"[reduce(createArray(1), 0, lambda('a', 'b', add(lambdaVariables('a'), lambdaVariables('b'))))]\"");
}

TEST_CASE("bicep emit: variable loops use named copyIndex", "[bicep]") {
  auto c = compile("var items = ['a', 'b']\nvar names = [for (x, i) in items: '${x}-${i}']\n");
  CHECK(c.firstError().empty());
  CHECK(c.at("/variables/copy/0/name") == "\"names\"");
  CHECK(c.at("/variables/copy/0/count") == "\"[length(variables('items'))]\"");
  CHECK(c.at("/variables/copy/0/input") ==
        "\"[format('{0}-{1}', variables('items')[copyIndex('names')], copyIndex('names'))]\"");
  // Non-string, non-object inputs must still be expressions.
  auto d = compile("var threes = [for i in range(0, 2): 3]\n");
  CHECK(d.at("/variables/copy/0/input") == "\"[int(3)]\"");
}

TEST_CASE("bicep emit: a property named copy is escaped", "[bicep]") {
  auto c = compile("var v = { copy: 1 }\n");
  CHECK(c.at("/variables/v") == "{\"[string('copy')]\":1}");
}

TEST_CASE("bicep emit: object keys are escaped, and a repeated key is BCP025 whose value replaces the first's", "[bicep]") {
  auto c = compile("var v = {\n  a: 1\n  '[b]': 2\n  A: 3\n  copy: 4\n}\n");
  CHECK(c.at("/variables/v") == R"({"a":3,"[[b]":2,"[string('copy')]":4})");
  std::vector<std::string> errors;
  for (const auto& d : c.result.diagnostics.items())
    errors.push_back(d.code + " " + std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col));
  CHECK(errors == std::vector<std::string>{"BCP025 4:3"});
}
