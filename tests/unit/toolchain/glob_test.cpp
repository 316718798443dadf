#include <catch2/catch.hpp>

#include "engine/toolchain/glob.hpp"
#include "tests/temp_dir.hpp"

using namespace pf::toolchain;
using pf::test::TempDir;

TEST_CASE("glob: matching rules for *, ? and **", "[toolchain]") {
  CHECK(globMatch("*.bicep", "main.bicep"));
  CHECK_FALSE(globMatch("*.bicep", "infra/main.bicep"));  // * stays within a segment
  CHECK(globMatch("infra/*/main.bicep", "infra/app/main.bicep"));
  CHECK_FALSE(globMatch("infra/*/main.bicep", "infra/a/b/main.bicep"));
  CHECK(globMatch("**/main.bicep", "main.bicep"));  // ** may be no segment at all
  CHECK(globMatch("**/main.bicep", "a/b/c/main.bicep"));
  CHECK(globMatch("a/**/*.bicep", "a/x.bicep"));
  CHECK(globMatch("a/**/z/*.bicep", "a/b/c/z/y.bicep"));
  CHECK(globMatch("m?in.bicep", "main.bicep"));
  CHECK_FALSE(globMatch("m?in.bicep", "mn.bicep"));
  CHECK(globMatch("*a*b*", "xxaxxbxx"));
  CHECK_FALSE(globMatch("*a*b*", "xxbxxaxx"));
  CHECK_FALSE(globMatch("*.bicep", ".hidden.bicep"));  // wildcards skip a leading '.'
  CHECK_FALSE(globMatch("**/*.bicep", ".git/x.bicep"));
  CHECK(globMatch(".config/*.bicep", ".config/x.bicep"));
}

TEST_CASE("glob: expansion on disk", "[toolchain]") {
  TempDir t;
  t.write("main.bicep", "");
  t.write("main.json", "");
  t.write("modules/a.bicep", "");
  t.write("modules/deep/b.bicep", "");
  t.write("modules/deep/b.bicepparam", "");
  t.write(".git/c.bicep", "");
  std::string root = t.str();

  CHECK(expandGlob(root + "/*.bicep") == std::vector<std::string>{root + "/main.bicep"});
  CHECK(expandGlob(root + "/**/*.bicep") ==
        std::vector<std::string>{root + "/main.bicep", root + "/modules/a.bicep", root + "/modules/deep/b.bicep"});
  CHECK(expandGlob(root + "/modules/*/*.bicep*") ==
        std::vector<std::string>{root + "/modules/deep/b.bicep", root + "/modules/deep/b.bicepparam"});
  CHECK(expandGlob(root + "/modules/?.bicep") == std::vector<std::string>{root + "/modules/a.bicep"});
  // A folder means every .bicep file below it; a plain file is itself; nothing matching is empty.
  CHECK(expandGlob(root + "/modules") ==
        std::vector<std::string>{root + "/modules/a.bicep", root + "/modules/deep/b.bicep"});
  CHECK(expandGlob(root + "/main.json") == std::vector<std::string>{root + "/main.json"});
  CHECK(expandGlob(root + "/nothing.bicep").empty());
  CHECK(expandGlob(root + "/nope/**/*.bicep").empty());
}
