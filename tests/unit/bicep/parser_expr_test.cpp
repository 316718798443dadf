#include <catch2/catch.hpp>

#include "tests/unit/bicep/parse_helpers.hpp"

using pf::test::exprDump;

TEST_CASE("bicep parser: literals", "[bicep]") {
  CHECK(exprDump("42") == "42");
  CHECK(exprDump("true") == "true");
  CHECK(exprDump("null") == "null");
  CHECK(exprDump("'it\\'s'") == "'it\\'s'");
  CHECK(exprDump("'a\\nb\\u{41}\\$'") == "'a\\nbA$'");
  CHECK(exprDump("-5") == "(- 5)");
}

TEST_CASE("bicep parser: interpolation", "[bicep]") {
  CHECK(exprDump("'a${b}c'") == "(str 'a' b 'c')");
  CHECK(exprDump("'${a}${b}'") == "(str '' a '' b '')");
  CHECK(exprDump("'x${ {a: 1}.a }y'") == "(str 'x' (. (Object ('a' 1)) a) 'y')");
  CHECK(exprDump("'a${'b${c}'}'") == "(str 'a' (str 'b' c '') '')");
}

TEST_CASE("bicep parser: multi-line strings", "[bicep]") {
  CHECK(exprDump("'''\nline1\nline2'''") == "'line1\\nline2'");
  CHECK(exprDump("'''\r\nx\r\n'''") == "'x\r\\n'");
  CHECK(exprDump("'''''abc''''") == "'\\'\\'abc\\''");
  CHECK(exprDump("$'''a${b}c'''") == "(str 'a' b 'c')");
  CHECK(exprDump("$$'''${x}$${y}'''") == "(str '${x}' y '')");
  CHECK(exprDump("$''''''") == "''");
}

TEST_CASE("bicep parser: operator precedence", "[bicep]") {
  CHECK(exprDump("1 + 2 * 3") == "(+ 1 (* 2 3))");
  CHECK(exprDump("1 - 2 - 3") == "(- (- 1 2) 3)");
  CHECK(exprDump("a || b && c") == "(|| a (&& b c))");
  CHECK(exprDump("a ?? b || c") == "(?? a (|| b c))");
  CHECK(exprDump("a == b < c") == "(== a (< b c))");
  CHECK(exprDump("a =~ b") == "(=~ a b)");
  CHECK(exprDump("!a == b") == "(== (! a) b)");
  CHECK(exprDump("a ? b : c ? d : e") == "(? a b (? c d e))");
  CHECK(exprDump("(1 + 2) * 3") == "(* (Paren (+ 1 2)) 3)");
}

TEST_CASE("bicep parser: access chains", "[bicep]") {
  CHECK(exprDump("a.b.c") == "(. (. a b) c)");
  CHECK(exprDump("a.?b") == "(.? a b)");
  CHECK(exprDump("a[0]") == "([] a 0)");
  CHECK(exprDump("a[?'k']") == "([?] a 'k')");
  CHECK(exprDump("a[^1]") == "([^] a 1)");
  CHECK(exprDump("a[?^2]") == "([?^] a 2)");
  CHECK(exprDump("a::b::c") == "(:: (:: a b) c)");
  CHECK(exprDump("a!.b") == "(. (NonNull a) b)");
  CHECK(exprDump("az.resourceGroup().location") == "(. (. az resourceGroup) location)");
  CHECK(exprDump("stg.listKeys().keys[0].value") == "(. ([] (. (. stg listKeys) keys) 0) value)");
}

TEST_CASE("bicep parser: calls span lines", "[bicep]") {
  CHECK(exprDump("concat(\n  'a',\n  'b'\n)") == "(concat 'a' 'b')");
  CHECK(exprDump("f()") == "(f)");
}

TEST_CASE("bicep parser: arrays and objects", "[bicep]") {
  CHECK(exprDump("[1, 2,]") == "(Array 1 2)");
  CHECK(exprDump("[\n  1\n  2\n]") == "(Array 1 2)");
  CHECK(exprDump("['a', 'b'\n'c']") == "(Array 'a' 'b' 'c')");
  CHECK(exprDump("{ a: 1, 'b-c': 2 }") == "(Object ('a' 1) ('b-c' 2))");
  CHECK(exprDump("{\n  a: 1\n  b: {\n    c: true\n  }\n}") == "(Object ('a' 1) ('b' (Object ('c' true))))");
  CHECK(exprDump("{ '${k}': 1 }") == "(Object ((str '' k '') 1))");
  CHECK(exprDump("{ ...a, b: 1 }") == "(Object (Spread a) ('b' 1))");
  CHECK(exprDump("[...a, 1]") == "(Array (Spread a) 1)");
  CHECK(exprDump("{ if: 1, true: 2 }") == "(Object ('if' 1) ('true' 2))");
}

TEST_CASE("bicep parser: lambdas and for-expressions", "[bicep]") {
  CHECK(exprDump("map(xs, x => x.a)") == "(map xs (Lambda x (. x a)))");
  CHECK(exprDump("reduce(xs, 0, (cur, next) => cur + next)") == "(reduce xs 0 (Lambda cur next (+ cur next)))");
  CHECK(exprDump("() => 1") == "(Lambda 1)");
  CHECK(exprDump("[for x in xs: x.name]") == "(For x _ xs (. x name))");
  CHECK(exprDump("[for (x, i) in range(0, 3): {\n  n: i\n}]") == "(For x i (range 0 3) (Object ('n' i)))");
  CHECK(exprDump("[for x in xs: if (x.on) {\n  a: 1\n}]") == "(For x _ xs (If (Paren (. x on)) (Object ('a' 1))))");
}

TEST_CASE("bicep parser: errors recover", "[bicep]") {
  auto p = pf::test::parseBicep("var a = \nvar b = 1\nvar c = 1 +\nvar d = 'ok'\n");
  CHECK(p.diags.hasErrors());
  REQUIRE(p.result.program.decls.size() >= 3);
  CHECK(p.result.program.decls[1].name == "b");
  CHECK(p.result.program.decls.back().name == "d");
  auto q = pf::test::parseBicep("var s = 'unterminated\nvar t = 1\n");
  CHECK(q.diags.items()[0].code == "BCP004");
  CHECK(q.result.program.decls.back().name == "t");
}
