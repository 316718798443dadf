#include <catch2/catch.hpp>

#include "engine/toolchain/max_compatible.hpp"

using namespace pf::toolchain;

namespace {

struct Setup {
  std::vector<std::string> texts;
  std::vector<Version> versions;
  std::vector<FileConstraint> files;

  explicit Setup(std::vector<std::string> versionTexts) : texts(std::move(versionTexts)) {
    for (const auto& t : texts) versions.push_back(*parseVersion(t));
  }
  void file(std::string name, std::string config, const char* constraint) {
    FileConstraint f{std::move(name), std::move(config), std::nullopt};
    if (constraint) f.constraint = *parseConstraint(constraint);
    files.push_back(std::move(f));
  }
  pf::Result<std::optional<size_t>> run() const { return maxCompatible(files, versions, texts); }
};

}  // namespace

TEST_CASE("max-compatible: all constraints agree (the issue's first example)", "[toolchain]") {
  Setup s({"1.0.0", "1.5.8", "2.0.0", "2.1.2"});
  s.file("a/main.bicep", "a/bicepconfig.json", ">=1.0");
  s.file("b/main.bicep", "b/bicepconfig.json", ">=1.5.8 <3.0.0");
  s.file("c/main.bicep", "c/bicepconfig.json", "~2.1.1");
  s.file("d/main.bicep", "", nullptr);  // unpinned files do not constrain
  auto r = s.run();
  REQUIRE(r.ok());
  REQUIRE(*r);
  CHECK(s.texts[**r] == "2.1.2");
}

TEST_CASE("max-compatible: differing maxima are a conflict naming files, constraints and maxima", "[toolchain]") {
  Setup s({"1.0.0", "1.5.8", "2.0.0", "2.1.2"});
  s.file("old/main.bicep", "old/bicepconfig.json", ">=1.0 <2.0");
  s.file("old/other.bicep", "old/bicepconfig.json", ">=1.0 <2.0");
  s.file("new/main.bicep", "new/bicepconfig.json", ">=2.0");
  auto r = s.run();
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == "TOOL040");
  CHECK_THAT(r.error().message,
             Catch::Contains("conflict") &&
                 Catch::Contains("'>=1.0 <2.0' in old/bicepconfig.json (for old/main.bicep, old/other.bicep) -> 1.5.8") &&
                 Catch::Contains("'>=2.0' in new/bicepconfig.json (for new/main.bicep) -> 2.1.2"));
}

TEST_CASE("max-compatible: no file pinned gives null", "[toolchain]") {
  Setup s({"1.0.0"});
  s.file("a.bicep", "", nullptr);
  s.file("b.bicep", "bicepconfig.json", nullptr);  // a configuration without bicep.version
  auto r = s.run();
  REQUIRE(r.ok());
  CHECK_FALSE(*r);
}

TEST_CASE("max-compatible: a constraint no version satisfies is named", "[toolchain]") {
  Setup s({"1.0.0", "1.5.8"});
  s.file("a.bicep", "x/bicepconfig.json", ">=1.0");
  s.file("b.bicep", "y/bicepconfig.json", "^3.0");
  auto r = s.run();
  REQUIRE_FALSE(r.ok());
  CHECK_THAT(r.error().message, Catch::Contains("no provided version (1.0.0 1.5.8) satisfies") &&
                                    Catch::Contains("'^3.0' in y/bicepconfig.json (for b.bicep)") &&
                                    !Catch::Contains("'>=1.0'"));
}

TEST_CASE("max-compatible: equal maxima from different constraints agree", "[toolchain]") {
  Setup s({"0.29.0", "0.30.3", "0.31.0"});
  s.file("a.bicep", "a/bicepconfig.json", "~0.30");
  s.file("b.bicep", "b/bicepconfig.json", ">=0.30.0 <0.31");
  auto r = s.run();
  REQUIRE(r.ok());
  CHECK(s.texts[**r] == "0.30.3");
}
