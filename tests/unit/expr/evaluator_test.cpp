#include <catch2/catch.hpp>

#include "engine/expr/call.hpp"
#include "engine/expr/user_functions.hpp"
#include "tests/helpers.hpp"

using namespace pf;
using test::evalJson;

TEST_CASE("eval: the issue's example", "[eval]") {
  CHECK(evalJson("[concat('a', createArray('x','y')[1], parameters('p'))]", R"({"p":"z"})") == "\"ayz\"");
}

TEST_CASE("eval: literals", "[eval]") {
  CHECK(evalJson("'it''s'") == "\"it's\"");
  CHECK(evalJson("-5") == "-5");
  CHECK(evalJson("createArray()") == "[]");
  CHECK(evalJson("createObject()") == "{}");
}

TEST_CASE("eval: property access is case-insensitive", "[eval]") {
  CHECK(evalJson("parameters('o').NAME", R"({"o":{"name":"n"}})") == "\"n\"");
  CHECK(evalJson("parameters('o')['Name']", R"({"o":{"name":"n"}})") == "\"n\"");
  CHECK(evalJson("PARAMETERS('O').name", R"({"o":{"name":"n"}})") == "\"n\"");
}

TEST_CASE("eval: member and index errors use ARM's wording", "[eval]") {
  CHECK_THAT(evalJson("parameters('o').nope", R"({"o":{"a":1,"b":2}})"),
             Catch::Contains("EVAL030") && Catch::Contains("'nope' doesn't exist, available properties are 'a, b'"));
  CHECK_THAT(evalJson("createArray(1)[3]"), Catch::Contains("EVAL033") && Catch::Contains("out of bounds"));
  CHECK_THAT(evalJson("createArray(1)['a']"), Catch::Contains("must be an integer"));
  CHECK_THAT(evalJson("parameters('s').x", R"({"s":"str"})"), Catch::Contains("cannot read property 'x' of a string"));
}

TEST_CASE("eval: safe access yields null", "[eval]") {
  CHECK(evalJson("parameters('o').?nope", R"({"o":{}})") == "null");
  CHECK(evalJson("createArray(1)[?5]") == "null");
  CHECK(evalJson("parameters('o').?a.?b", R"({"o":{}})") == "null");
}

TEST_CASE("eval: if evaluates only the branch it takes", "[eval]") {
  CHECK(evalJson("if(equals(1, 1), 'yes', parameters('missing'))") == "\"yes\"");
  CHECK(evalJson("if(equals(1, 2), parameters('missing'), 'no')") == "\"no\"");
  CHECK_THAT(evalJson("if('x', 1, 2)"), Catch::Contains("argument 1 must be a bool"));
}

TEST_CASE("eval: equals compares deeply, strings case-sensitively", "[eval]") {
  CHECK(evalJson("equals('a', 'A')") == "false");
  CHECK(evalJson("equals(createArray(1, createObject('a', 2)), createArray(1, createObject('A', 2)))") == "true");
}

TEST_CASE("eval: createObject needs pairs with string keys", "[eval]") {
  CHECK(evalJson("createObject('a', 1, 'b', createArray(2))") == R"({"a":1,"b":[2]})");
  CHECK_THAT(evalJson("createObject('a')"), Catch::Contains("even number"));
  CHECK_THAT(evalJson("createObject(1, 2)"), Catch::Contains("argument 1 must be a string"));
}

TEST_CASE("eval: arity errors name the function and the usage", "[eval]") {
  std::string e = evalJson("equals(1)");
  CHECK_THAT(e, Catch::Contains("EVAL001"));
  CHECK_THAT(e, Catch::Contains("'equals' expects exactly 2 arguments, but 1 was given"));
  CHECK_THAT(e, Catch::Contains("equals(arg1, arg2)"));
}

TEST_CASE("eval: missing parameters and variables", "[eval]") {
  CHECK_THAT(evalJson("parameters('nope')"), Catch::Contains("The template parameter 'nope' is not found."));
  CHECK_THAT(evalJson("variables('v')"), Catch::Contains("The template variable 'v' is not found."));
}

TEST_CASE("eval: unknowns flow through functions and print as the call", "[eval]") {
  SimpleScope scope;
  scope.parameters.set("u", Value::unknown("reference('sa').primaryEndpoints"));
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  auto r = evaluateExpression("concat('https://', parameters('u').blob)", Loc{}, ctx);
  REQUIRE(r);
  REQUIRE(r->isUnknown());
  CHECK(r->unknownData().expr == "concat('https://', reference('sa').primaryEndpoints.blob)");
  auto arr = evaluateExpression("createArray(1, parameters('u'))", Loc{}, ctx);
  REQUIRE(arr);
  CHECK(arr->isArray());
  CHECK(arr->containsUnknown());
}

TEST_CASE("eval: secrets taint what is built from them", "[eval]") {
  SimpleScope scope;
  Value secret("p@ss");
  secret.setSecret();
  scope.parameters.set("pw", secret);
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  auto r = evaluateExpression("concat('x', parameters('pw'))", Loc{}, ctx);
  REQUIRE(r);
  CHECK(r->secret());
  auto e = evaluateExpression("equals('x', parameters('pw'))", Loc{}, ctx);
  REQUIRE(e);
  CHECK_FALSE(e->secret());
}

TEST_CASE("eval: errors carry the position inside the template string", "[eval]") {
  SimpleScope scope;
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  Value tpl = test::json("{\n  \"x\": \"[concat('a', parameters('nope'))]\"\n}");
  auto r = evaluateValue(tpl, ctx);
  REQUIRE_FALSE(r);
  CHECK(r.error().loc.line == 2);
  // the string starts at column 8, the expression text at 10; 'nope' is at offset 23
  CHECK(r.error().loc.col == 10 + 23);
}

TEST_CASE("eval: template values evaluate expressions and unescape [[", "[eval]") {
  SimpleScope scope;
  scope.parameters.set("n", Value(3));
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  auto r = evaluateValue(test::json(R"({"a": "[parameters('n')]", "b": ["[[x]", "plain"], "[[c]": 1, "c]": 2})"), ctx);
  REQUIRE(r);
  CHECK(toJson(*r) == R"({"a":3,"b":["[x]","plain"],"[c]":1,"c]":2})");
}

TEST_CASE("eval: property names that are expressions are evaluated (PSRule case)", "[eval]") {
  // Bicep emits "[format('{0}', id)]": {} for `'${id}': {}` (userAssignedIdentities, hidden-link tags).
  SimpleScope scope;
  scope.parameters.set("id", Value("/subscriptions/s/id1"));
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  auto r = evaluateValue(test::json(R"({"[format('{0}', parameters('id'))]": {}, "[concat('hidden-link:', 'x')]": "Resource"})"), ctx);
  REQUIRE(r);
  CHECK(toJson(*r) == R"({"/subscriptions/s/id1":{},"hidden-link:x":"Resource"})");
  auto bad = evaluateValue(test::json(R"({"[length('abc')]": 1})"), ctx);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == "EVAL062");
  CHECK_THAT(bad.error().message, Catch::Contains("[length('abc')]"));
  // Not known before deployment: the key shows the expression.
  auto unknown = evaluateValue(test::json(R"({"[reference('x').id]": 1})"), ctx);
  REQUIRE(unknown);
  CHECK(toJson(*unknown) == R"({"[reference('x').id]":1})");
}

TEST_CASE("eval: user-defined functions", "[eval]") {
  Diagnostics d;
  UserFunctions fns = UserFunctions::fromTemplate(test::json(R"([
    {"namespace": "ns", "members": {
      "greet": {"parameters": [{"name": "who", "type": "string"}],
                "output": {"type": "string", "value": "[concat('hi ', parameters('who'))]"}},
      "twice": {"parameters": [{"name": "x", "type": "string"}],
                "output": {"type": "array", "value": ["[ns.greet(parameters('x'))]", "[ns.greet(parameters('x'))]"]}},
      "loop": {"parameters": [], "output": {"type": "int", "value": "[ns.loop()]"}},
      "usesVar": {"parameters": [], "output": {"type": "int", "value": "[variables('v')]"}},
      "usesParam": {"parameters": [], "output": {"type": "int", "value": "[parameters('p')]"}}
    }}])"),
                                                  d);
  REQUIRE_FALSE(d.hasErrors());
  struct FnScope : SimpleScope {
    const UserFunctions* fns;
    const UserFunctions* userFunctions() const override { return fns; }
  } scope;
  scope.fns = &fns;
  scope.variables.set("v", 1);
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  auto r = evaluateExpression("ns.twice('bob')", Loc{}, ctx);
  REQUIRE(r);
  CHECK(toJson(*r) == R"(["hi bob","hi bob"])");
  auto rec = evaluateExpression("ns.loop()", Loc{}, ctx);
  REQUIRE_FALSE(rec);
  CHECK(rec.error().code == "EVAL041");
  // A function reads the template's variables (Bicep emits variables('_1.x') for an imported
  // function using an imported variable), but only its own parameters (ARM's documented rule).
  auto var = evaluateExpression("ns.usesVar()", Loc{}, ctx);
  REQUIRE(var);
  CHECK(toJson(*var) == "1");
  scope.parameters.set("p", 2);
  auto param = evaluateExpression("ns.usesParam()", Loc{}, ctx);
  REQUIRE_FALSE(param);
  CHECK(param.error().code == "EVAL020");
  CHECK_THAT(param.error().message, Catch::Contains("has no parameter named 'p'"));
  auto missing = evaluateExpression("ns.nope()", Loc{}, ctx);
  REQUIRE_FALSE(missing);
  CHECK_THAT(missing.error().message, Catch::Contains("'ns.nope' is not defined"));
  auto arity = evaluateExpression("ns.greet()", Loc{}, ctx);
  REQUIRE_FALSE(arity);
  CHECK(arity.error().code == "EVAL001");
}

TEST_CASE("eval: copyIndex through the scope", "[eval]") {
  SimpleScope scope;
  scope.copyLoops = {{"outer", 2}, {"inner", 5}};
  CHECK(scope.copyIndex("", Loc{})->asInt() == 5);
  CHECK(scope.copyIndex("OUTER", Loc{})->asInt() == 2);
  CHECK_FALSE(scope.copyIndex("other", Loc{}));
}

TEST_CASE("eval: renderLiteral writes ARM text", "[eval]") {
  CHECK(renderLiteral(test::json(R"({"a":[1,"x'y",true,null]})")) ==
        "createObject('a', createArray(1, 'x''y', true(), null()))");
}

TEST_CASE("eval: a string literal is shared by its evaluations, and stays what it was", "[eval]") {
  SimpleScope scope;
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  const std::string text = "'a literal longer than a short string''s buffer'";
  auto first = evaluateExpression(text, Loc{}, ctx);
  auto second = evaluateExpression(text, Loc{}, ctx);  // the same parsed tree, from the cache
  REQUIRE(first);
  REQUIRE(second);
  CHECK(first->identical(*second));  // one payload, not a copy of the text per evaluation
  // A change to one result is its own (copy on write): the literal and the next result keep the text.
  first->strMut() += " changed";
  auto third = evaluateExpression(text, Loc{}, ctx);
  REQUIRE(third);
  CHECK(third->str() == "a literal longer than a short string's buffer");
  CHECK(second->str() == "a literal longer than a short string's buffer");
  // Inside a call too.
  CHECK(evalJson("concat('ab', 'cd')") == "\"abcd\"");
}
