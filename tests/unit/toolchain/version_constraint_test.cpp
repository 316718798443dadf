#include <catch2/catch.hpp>

#include "engine/toolchain/version_constraint.hpp"

using namespace pf::toolchain;

namespace {

bool sat(const char* range, const char* version) {
  auto c = parseConstraint(range);
  if (!c) FAIL("constraint " << range << " did not parse: " << c.error().message);
  auto v = parseVersion(version);
  if (!v) FAIL("version " << version << " did not parse");
  return c->satisfiedBy(*v);
}

std::string norm(const char* range) {
  auto c = parseConstraint(range);
  if (!c) FAIL("constraint " << range << " did not parse: " << c.error().message);
  return c->normalized();
}

// The 1-based column an invalid constraint is reported at, and the message.
std::pair<uint32_t, std::string> error(const char* range) {
  auto c = parseConstraint(range);
  if (c) FAIL("constraint '" << range << "' parsed but should not");
  CHECK(c.error().code == "TOOL002");
  return {c.error().loc.col, c.error().message};
}

}  // namespace

TEST_CASE("constraint: exact versions, with v and =", "[toolchain]") {
  for (const char* r : {"1.2.3", "v1.2.3", "=1.2.3", "= 1.2.3", "  1.2.3  "}) {
    INFO(r);
    CHECK(sat(r, "1.2.3"));
    CHECK_FALSE(sat(r, "1.2.4"));
    CHECK_FALSE(sat(r, "1.2.2"));
    CHECK_FALSE(sat(r, "1.2.3-rc.1"));
  }
  // A short version is exact with the missing parts zero (as Bicep defines bicep.version).
  CHECK(sat("1.2", "1.2.0"));
  CHECK_FALSE(sat("1.2", "1.2.1"));
  CHECK(sat("=1", "1.0.0"));
  CHECK(norm("v1.2") == "=1.2.0");
}

TEST_CASE("constraint: comparators with full and partial versions", "[toolchain]") {
  CHECK(norm(">=1.2") == ">=1.2.0");
  CHECK(norm(">=1") == ">=1.0.0");
  CHECK(sat(">=1.2", "1.2.0"));
  CHECK_FALSE(sat(">=1.2", "1.1.9"));
  CHECK(sat(">=1", "1.0.0"));
  CHECK_FALSE(sat(">=1", "0.99.99"));
  CHECK_FALSE(sat(">1.2", "1.2.0"));
  CHECK(sat(">1.2", "1.2.1"));
  CHECK(sat("<2", "1.99.99"));
  CHECK_FALSE(sat("<2", "2.0.0"));
  CHECK(sat("<=1.2", "1.2.0"));
  CHECK_FALSE(sat("<=1.2", "1.2.1"));
  CHECK(sat(">= 0.30.0", "0.30.0"));  // a space after the operator is allowed
}

TEST_CASE("constraint: space-separated conditions must all hold (comma too)", "[toolchain]") {
  for (const char* r : {">=0.31.0 <1.0.0", ">=0.31.0   <1.0.0", ">=0.31.0, <1.0.0", ">=0.31.0 ,<1.0.0", "<1.0.0 >=0.31"}) {
    INFO(r);
    CHECK(sat(r, "0.31.0"));
    CHECK(sat(r, "0.99.0"));
    CHECK_FALSE(sat(r, "0.30.9"));
    CHECK_FALSE(sat(r, "1.0.0"));
  }
  CHECK(norm(">=0.31.0, <1.0.0") == ">=0.31.0 <1.0.0");
}

TEST_CASE("constraint: tilde ranges", "[toolchain]") {
  CHECK(norm("~1.2.3") == ">=1.2.3 <1.3.0");
  CHECK(norm("~1.2") == ">=1.2.0 <1.3.0");
  CHECK(norm("~1") == ">=1.0.0 <2.0.0");
  CHECK(norm("~0.31.2") == ">=0.31.2 <0.32.0");
  CHECK(sat("~1.2.3", "1.2.9"));
  CHECK_FALSE(sat("~1.2.3", "1.3.0"));
  CHECK_FALSE(sat("~1.2.3", "1.2.2"));
  CHECK(sat("~1", "1.9.0"));
  CHECK_FALSE(sat("~1", "2.0.0"));
}

TEST_CASE("constraint: caret ranges, npm semantics below 1.0", "[toolchain]") {
  CHECK(norm("^1.2.3") == ">=1.2.3 <2.0.0");
  CHECK(norm("^1.2") == ">=1.2.0 <2.0.0");
  CHECK(norm("^1") == ">=1.0.0 <2.0.0");
  // 0.x: the first non-zero part written may not change.
  CHECK(norm("^0.31.2") == ">=0.31.2 <0.32.0");
  CHECK(norm("^0.31") == ">=0.31.0 <0.32.0");
  CHECK(norm("^0.0.3") == ">=0.0.3 <0.0.4");
  CHECK(norm("^0.0") == ">=0.0.0 <0.1.0");
  CHECK(norm("^0") == ">=0.0.0 <1.0.0");
  CHECK(sat("^0.31.2", "0.31.9"));
  CHECK_FALSE(sat("^0.31.2", "0.32.0"));
  CHECK(sat("^1.2.3", "1.99.0"));
  CHECK_FALSE(sat("^1.2.3", "2.0.0"));
}

TEST_CASE("constraint: wildcards", "[toolchain]") {
  CHECK(norm("1.*") == ">=1.0.0 <2.0.0");
  CHECK(norm("1.2.*") == ">=1.2.0 <1.3.0");
  CHECK(norm("*") == "*");
  CHECK(sat("*", "0.0.1"));
  CHECK(sat("1.*", "1.99.0"));
  CHECK_FALSE(sat("1.*", "2.0.0"));
  CHECK(sat("1.2.*", "1.2.7"));
  CHECK_FALSE(sat("1.2.*", "1.3.0"));
  CHECK(sat("0.* >=0.30", "0.31.0"));  // a wildcard term may be combined with other terms
  CHECK_FALSE(sat("0.* >=0.30", "0.29.0"));
}

TEST_CASE("constraint: pre-releases only match a constraint naming one of the same version", "[toolchain]") {
  CHECK_FALSE(sat("^1.2.3", "2.0.0-rc.1"));
  CHECK_FALSE(sat(">=0.30.0", "0.31.0-dev"));
  CHECK_FALSE(sat("*", "1.0.0-beta"));
  CHECK(sat(">=0.31.0-dev", "0.31.0-dev.2"));
  CHECK(sat(">=0.31.0-dev", "0.31.0"));
  CHECK_FALSE(sat(">=0.31.0-dev", "0.32.0-dev"));
  CHECK(sat("1.0.0-rc.1", "1.0.0-rc.1+build"));  // build metadata is ignored
}

TEST_CASE("constraint: every error form names the place", "[toolchain]") {
  struct Case {
    const char* range;
    uint32_t col;
    const char* says;
  };
  const Case cases[] = {
      {"", 1, "empty"},
      {"   ", 4, "empty"},
      {">=1.*", 5, "wildcard cannot be combined with '>='"},
      {">=*", 3, "wildcard cannot be combined"},
      {"~1.*", 4, "wildcard cannot be combined with '~'"},
      {"^1.2.*", 6, "wildcard cannot be combined with '^'"},
      {"=1.*", 4, "wildcard cannot be combined"},
      {"2.*.6", 4, "nothing may follow '*'"},
      {"*.1", 2, "nothing may follow '*'"},
      {"1.2.x", 5, "write '*'"},
      {">=1 || <3", 5, "'||'"},
      {"1||2", 2, "'||'"},
      {"1.0.0 - 2.0.0", 7, "hyphen ranges"},
      {"!=1.2.3", 1, "'!='"},
      {"abc", 1, "expected a version number"},
      {"1.2.3.4", 6, "at most three"},
      {"01.2", 1, "leading zeros"},
      {">=", 3, "expected a version after '>='"},
      {">=1.2.3,", 9, "after ','"},
      {",1.2", 1, "before ','"},
      {"1.2.3abc", 6, "unexpected 'a'"},
      {"=>1.2", 2, "unexpected '>'"},
      {">==1", 3, "unexpected '='"},
      {"1.2-beta", 4, "full major.minor.patch"},
      {">=1.2. <2", 7, "after '.'"},
  };
  for (const auto& c : cases) {
    INFO("'" << c.range << "'");
    auto [col, message] = error(c.range);
    CHECK(col == c.col);
    CHECK_THAT(message, Catch::Contains(c.says));
  }
}

TEST_CASE("constraint: the formatted error shows the constraint and a caret", "[toolchain]") {
  auto c = parseConstraint(">=0.30 || 1.*");
  REQUIRE_FALSE(c.ok());
  CHECK(formatConstraintError(">=0.30 || 1.*", c.error()) ==
        "invalid version constraint: '||' (OR) is not supported; conditions separated by spaces must all hold\n"
        "  >=0.30 || 1.*\n"
        "         ^");
}

TEST_CASE("constraint: maxSatisfying picks the highest match", "[toolchain]") {
  std::vector<Version> vs;
  for (const char* t : {"1.0.0", "2.1.2", "1.5.8", "2.0.0"}) vs.push_back(*parseVersion(t));
  CHECK(*maxSatisfying(*parseConstraint("<2"), vs) == 2);
  CHECK(*maxSatisfying(*parseConstraint("*"), vs) == 1);
  CHECK_FALSE(maxSatisfying(*parseConstraint(">3"), vs));
}
