// Values not known before deployment: functions work on the known structure and only turn
// Unknown when the answer needs an unknown value.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using namespace pf;

namespace {

// Evaluate with parameters u (Unknown), arr ([1, u]) and obj ({a: 1, b: u}); Unknown
// results print as "?<expression>".
std::string evalU(std::string_view expr) {
  SimpleScope scope;
  Value u = Value::unknown("reference('sa').x");
  scope.parameters.set("u", u);
  scope.parameters.set("arr", Value(Array{Value(1), u}));
  Object o;
  o.set("a", Value(1));
  o.set("b", u);
  scope.parameters.set("obj", Value(o));
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  auto r = evaluateExpression(expr, Loc{}, ctx);
  if (!r) return "error " + r.error().message;
  if (r->isUnknown()) return "?" + r->unknownData().expr;
  return toJson(*r);
}

}  // namespace

TEST_CASE("unknowns: structure is known even when items are not", "[fn-array]") {
  CHECK(evalU("length(parameters('arr'))") == "2");
  CHECK(evalU("empty(parameters('arr'))") == "false");
  CHECK(evalU("first(parameters('arr'))") == "1");
  CHECK(evalU("last(parameters('arr'))") == "?reference('sa').x");
  CHECK(evalU("concat(parameters('arr'), createArray(2))") == "[1,\"[reference('sa').x]\",2]");
  CHECK(evalU("length(parameters('obj'))") == "2");
  CHECK(evalU("contains(parameters('obj'), 'b')") == "true");
  CHECK(evalU("take(parameters('arr'), 1)") == "[1]");
  CHECK(evalU("objectKeys(parameters('obj'))") == R"(["a","b"])");
  CHECK(evalU("tryGet(parameters('obj'), 'a')") == "1");
}

TEST_CASE("unknowns: answers that need an unknown value are unknown", "[fn-array]") {
  CHECK(evalU("contains(parameters('arr'), 1)") == "true");  // found before needing the unknown
  CHECK(evalU("contains(parameters('arr'), 5)") == "?contains(createArray(1, reference('sa').x), 5)");
  CHECK(evalU("indexOf(parameters('arr'), 1)") == "0");
  CHECK(evalU("lastIndexOf(parameters('arr'), 1)") == "?lastIndexOf(createArray(1, reference('sa').x), 1)");
  CHECK(evalU("union(parameters('arr'), createArray(1))") == "?union(createArray(1, reference('sa').x), createArray(1))");
  CHECK(evalU("length(parameters('u'))") == "?length(reference('sa').x)");
  CHECK(evalU("tryGet(parameters('obj'), 'b', 'c')") == "?tryGet(createObject('a', 1, 'b', reference('sa').x), 'b', 'c')");
}

TEST_CASE("unknowns: union merges around unknown values", "[fn-object]") {
  CHECK(evalU("union(parameters('obj'), createObject('b', 2, 'c', 3))") == R"({"a":1,"b":2,"c":3})");
  CHECK(evalU("union(createObject('b', createObject('x', 1)), parameters('obj'))") ==
        R"({"b":"[union(createObject('x', 1), reference('sa').x)]","a":1})");
}

TEST_CASE("unknowns: equals and comparisons", "[fn-comparison]") {
  CHECK(evalU("equals(parameters('arr'), createArray(2, 3))") == "false");  // 1 != 2 decides
  CHECK(evalU("equals(parameters('arr'), createArray(1, 3))") == "?equals(createArray(1, reference('sa').x), createArray(1, 3))");
  CHECK(evalU("equals(parameters('arr'), createArray(1))") == "false");
  CHECK(evalU("greater(parameters('u'), 1)") == "?greater(reference('sa').x, 1)");
}

TEST_CASE("unknowns: lazy functions decide when they can", "[fn-logical]") {
  CHECK(evalU("and(parameters('u'), false())") == "false");
  CHECK(evalU("or(parameters('u'), true())") == "true");
  CHECK(evalU("and(parameters('u'), true())") == "?and(reference('sa').x, true())");
  CHECK(evalU("and(parameters('u'), parameters('missing'))") == "?and(reference('sa').x, parameters('missing'))");
  CHECK(evalU("if(parameters('u'), 1, parameters('missing'))") == "?if(reference('sa').x, 1, parameters('missing'))");
  CHECK(evalU("coalesce(null(), parameters('u'), 'x', parameters('missing'))") ==
        "?coalesce(null(), reference('sa').x, 'x', parameters('missing'))");
  CHECK(evalU("coalesce('x', parameters('u'))") == "\"x\"");
}

TEST_CASE("unknowns: lambdas over unknown items", "[fn-lambda]") {
  CHECK(evalU("map(parameters('arr'), lambda('x', createArray(lambdaVariables('x'))))") ==
        "[[1],[\"[reference('sa').x]\"]]");
  CHECK(evalU("filter(parameters('arr'), lambda('x', equals(lambdaVariables('x'), 1)))") ==
        "?filter(createArray(1, reference('sa').x), lambda('x', equals(lambdaVariables('x'), 1)))");
  CHECK(evalU("map(parameters('u'), lambda('x', 1))") == "?map(reference('sa').x, lambda('x', 1))");
  CHECK(evalU("length(map(parameters('arr'), lambda('x', add(lambdaVariables('x'), 1))))") == "2");
}
