#include <catch2/catch.hpp>

#include "engine/toolchain/semver.hpp"

using namespace pf::toolchain;

namespace {
Version v(const char* text) {
  auto r = parseVersion(text);
  if (!r) FAIL("could not parse " << text << ": " << r.error().message);
  return *r;
}
}  // namespace

TEST_CASE("semver: parses full versions with pre-release and build", "[toolchain]") {
  Version a = v("1.22.333");
  CHECK(a.major == 1);
  CHECK(a.minor == 22);
  CHECK(a.patch == 333);
  CHECK_FALSE(a.isPrerelease());
  Version b = v("1.0.0-rc.1+build.5");
  CHECK(b.prerelease == std::vector<std::string>{"rc", "1"});
  CHECK(b.build == "build.5");
  CHECK(b.str() == "1.0.0-rc.1+build.5");
  CHECK(v("v0.30.23").str() == "0.30.23");
  CHECK(v("1.0.0-x-y.0").prerelease == std::vector<std::string>{"x-y", "0"});
}

TEST_CASE("semver: rejects what SemVer 2.0 does not allow", "[toolchain]") {
  for (const char* bad : {"", "1", "1.2", "1.2.3.4", "01.2.3", "1.02.3", "1.2.03", "1.2.3-", "1.2.3-01", "1.2.3+",
                          "1.2.3-a..b", "a.b.c", "1.2.x", "1.2.*", "1.2.3 x", "V1.2.3", "1.2-rc.1",
                          "99999999999999999999.0.0"}) {
    INFO(bad);
    auto r = parseVersion(bad);
    CHECK_FALSE(r.ok());
    if (!r) CHECK(r.error().code == "TOOL001");
  }
  auto r = parseVersion("1.02.3");
  REQUIRE_FALSE(r.ok());
  CHECK_THAT(r.error().message, Catch::Contains("leading zeros") && Catch::Contains("column 3"));
}

TEST_CASE("semver: precedence follows SemVer 2.0 section 11", "[toolchain]") {
  // The ordered example from the specification.
  const char* ordered[] = {"1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
                           "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0", "1.10.0", "2.0.0"};
  for (size_t i = 0; i + 1 < std::size(ordered); ++i) {
    INFO(ordered[i] << " < " << ordered[i + 1]);
    CHECK(compare(v(ordered[i]), v(ordered[i + 1])) < 0);
    CHECK(compare(v(ordered[i + 1]), v(ordered[i])) > 0);
  }
  CHECK(compare(v("1.0.0+a"), v("1.0.0+b")) == 0);  // build metadata is ignored
  CHECK(compare(v("1.0.0-rc.1+a"), v("1.0.0-rc.1")) == 0);
  CHECK(compare(v("0.9.0"), v("0.10.0")) < 0);      // numeric, not lexical
}

TEST_CASE("semver: finds the version in Bicep CLI output", "[toolchain]") {
  auto found = findVersionIn("Bicep CLI version 0.30.23 (ec3612f8ba)\n");
  REQUIRE(found);
  CHECK(found->str() == "0.30.23");
  CHECK(findVersionIn("Bicep CLI version 0.31.0-dev.5 (abc)")->str() == "0.31.0-dev.5");
  CHECK_FALSE(findVersionIn("no version here 1.2"));
}
