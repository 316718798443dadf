#include <catch2/catch.hpp>

#include "engine/expr/parser.hpp"
#include "tests/helpers.hpp"

using namespace pf;

namespace {
std::shared_ptr<const ParsedExpression> parseOk(std::string_view text) {
  auto r = parseExpression(text, Loc{}, &test::functions());
  INFO(text << (r ? "" : " → " + r.error().message));
  REQUIRE(r);
  return *r;
}
Error parseErr(std::string_view text, Loc loc = {}) {
  auto r = parseExpression(text, loc, &test::functions());
  REQUIRE_FALSE(r);
  return r.error();
}
}  // namespace

TEST_CASE("expression detection", "[parser]") {
  CHECK(isExpression("[concat('a')]"));
  CHECK_FALSE(isExpression("[[literal]"));
  CHECK_FALSE(isExpression("plain"));
  CHECK_FALSE(isExpression("[not closed"));
  CHECK_FALSE(isExpression("text [x]"));
  CHECK(unescapeLiteral("[[literal]") == "[literal]");
  CHECK(unescapeLiteral("plain") == "plain");
}

TEST_CASE("parser: every grammar form round-trips through the renderer", "[parser]") {
  const char* forms[] = {
      "concat('a', 'b')",
      "'it''s'",
      "42",
      "-9223372036854775808",
      "createArray()",
      "parameters('p').prop",
      "parameters('p').a.b[0]",
      "createArray(1, 2)[1]",
      "parameters('p')[parameters('k')]",
      "__bicep.fn(1, 'x')",
      "parameters('p').?maybe",
      "parameters('p')[?0]",
      "if(equals(1, 1), 'a', 'b')",
  };
  for (const char* f : forms) {
    auto p = parseOk(f);
    CHECK(renderExpr(p->root) == f);
  }
}

TEST_CASE("parser: whitespace is allowed between tokens", "[parser]") {
  auto p = parseOk("  concat ( 'a' ,\n 'b' ) . length");
  CHECK(renderExpr(p->root) == "concat('a', 'b').length");
}

TEST_CASE("parser: node kinds and offsets", "[parser]") {
  auto p = parseOk("ns.f(1).x['k']");
  const Expr& idx = p->root;
  REQUIRE(idx.type == Expr::Type::Index);
  CHECK(idx.args[1].text == "k");
  CHECK(idx.args[1].offset == 10);
  const Expr& mem = idx.args[0];
  REQUIRE(mem.type == Expr::Type::Member);
  CHECK(mem.text == "x");
  const Expr& call = mem.args[0];
  REQUIRE(call.type == Expr::Type::Call);
  CHECK(call.ns == "ns");
  CHECK(call.text == "f");
  CHECK(call.args[0].ival == 1);
}

TEST_CASE("parser: function names bind case-insensitively", "[parser]") {
  auto p = parseOk("CONCAT('a')");
  REQUIRE(p->root.fn);
  CHECK(p->root.fn->name == "concat");
}

TEST_CASE("parser: errors name the position and show a caret", "[parser]") {
  struct Case {
    const char* text;
    const char* code;
    uint32_t col;
    const char* fragment;
  };
  const Case cases[] = {
      {"concat('a'", "EXPR003", 7, "missing ')'"},
      {"concat('a))", "EXPR002", 8, "unterminated string"},
      {"concat('a'))", "EXPR001", 12, "no '(' open"},
      {"concat('a' 'b')", "EXPR001", 12, "expected ',' or ')'"},
      {"", "EXPR005", 1, "empty"},
      {"foo", "EXPR001", 4, "expected '('"},
      {"true", "EXPR001", 1, "true()"},
      {"noSuchFunction(1)", "EXPR010", 1, "unknown function 'noSuchFunction'"},
      {"createArray(1.5)", "EXPR006", 13, "json('1.5"},
      {"createArray(99999999999999999999)", "EXPR004", 13, "64 bits"},
      {"parameters('p').", "EXPR001", 17, "property name"},
      {"createArray(1)[0", "EXPR003", 17, "']'"},
      {"concat(\"a\")", "EXPR001", 8, "single quotes"},
      {"concat(,)", "EXPR001", 8, "expected a function call"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    Error e = parseErr(c.text, Loc{7, 3, 1});
    CHECK(e.code == c.code);
    CHECK(e.loc.file == 7);
    CHECK(e.loc.line == 3);
    CHECK(e.loc.col == c.col);
    CHECK_THAT(e.message, Catch::Contains(c.fragment));
    // Without a file the message carries the expression and a caret under the position.
    Error bare = parseErr(c.text);
    CHECK_THAT(bare.message, Catch::Contains("[" + std::string(c.text) + "]"));
    CHECK_THAT(bare.message, Catch::Contains(std::string(c.col + 2, ' ') + "^"));
  }
}

TEST_CASE("parser: deep nesting is an error, not a stack overflow", "[parser]") {
  std::string text;
  for (int i = 0; i < 5000; ++i) text += "createArray(";
  text += "1";
  for (int i = 0; i < 5000; ++i) text += ")";
  Error e = parseErr(text);
  CHECK(e.code == "EXPR007");
}

TEST_CASE("parser: the cache parses each string once", "[parser]") {
  ExpressionCache cache(&test::functions());
  auto a = cache.get("concat('a')", Loc{});
  auto b = cache.get("concat('a')", Loc{1, 2, 3});
  REQUIRE(a);
  REQUIRE(b);
  CHECK(a->get() == b->get());
  CHECK(cache.size() == 1);
  CHECK_FALSE(cache.get("concat(", Loc{}));
  CHECK(cache.size() == 1);
}

TEST_CASE("parser: a cache with a backing one parses into it, so the next expansion finds the tree", "[parser]") {
  ExpressionCache worker(&test::functions());
  std::shared_ptr<const ParsedExpression> first;
  {
    ExpressionCache expansion(&test::functions(), &worker);
    auto a = expansion.get("concat('a')", Loc{1, 1, 1});
    REQUIRE(a);
    first = *a;
  }
  ExpressionCache next(&test::functions(), &worker);
  auto b = next.get("concat('a')", Loc{2, 5, 5});
  REQUIRE(b);
  CHECK(b->get() == first.get());
  CHECK(worker.size() == 1);
  // An error is reported where this occurrence is, and not kept.
  auto bad = next.get("concat(", Loc{3, 7, 9});
  REQUIRE_FALSE(bad);
  CHECK(bad.error().loc.file == 3);
  CHECK(worker.size() == 1);
  // Over another registry a backing cache is not used (trees bind that registry's functions).
  ExpressionCache unbound(nullptr, &worker);
  REQUIRE(unbound.get("concat('b')", Loc{}));
  CHECK(worker.size() == 1);
}

TEST_CASE("parser: a bounded cache starts over when full, and trees handed out stay valid", "[parser]") {
  ExpressionCache cache(&test::functions(), nullptr, 2);
  auto a = cache.get("concat('a')", Loc{});
  REQUIRE(cache.get("concat('b')", Loc{}));
  CHECK(cache.size() == 2);
  REQUIRE(cache.get("concat('c')", Loc{}));
  CHECK(cache.size() == 1);
  REQUIRE(a);
  CHECK((*a)->source == "concat('a')");
  auto again = cache.get("concat('a')", Loc{});
  REQUIRE(again);
  CHECK((*again)->source == "concat('a')");
}

TEST_CASE("parser: user function members may contain dots", "[expr]") {
  auto r = pf::parseExpression("__bicep._1.helper(1)", pf::Loc{}, nullptr);
  REQUIRE(r);
  CHECK((*r)->root.ns == "__bicep");
  CHECK((*r)->root.text == "_1.helper");
  CHECK(pf::renderExpr((*r)->root) == "__bicep._1.helper(1)");
}

TEST_CASE("parser: a string literal's text, with doubled quotes anywhere in it", "[parser]") {
  const std::pair<const char*, const char*> cases[] = {
      {"''", ""},           {"''''", "'"},         {"'''x'", "'x"},        {"'x'''", "x'"},
      {"'a''''b'", "a''b"}, {"'plain text'", "plain text"}, {"'[x]'", "[x]"},
  };
  for (const auto& [expr, text] : cases) {
    INFO(expr);
    auto p = parseOk(expr);
    CHECK(p->root.type == Expr::Type::String);
    CHECK(p->root.text == text);
    CHECK(p->root.literal.str() == text);
    CHECK(p->root.end == std::string_view(expr).size());
  }
  auto call = parseOk("concat('a''', 'b')");
  REQUIRE(call->root.args.size() == 2);
  CHECK(call->root.args[0].text == "a'");
  CHECK(call->root.args[0].end == 12);
  CHECK(call->root.args[1].text == "b");
}
