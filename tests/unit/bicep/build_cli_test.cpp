#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using pf::test::runCli;

namespace {

std::string tempFile(const std::string& name, const std::string& text) {
  auto p = std::filesystem::temp_directory_path() / ("pf_bicep_" + std::to_string(::getpid()) + "_" + name);
  std::ofstream(p) << text;
  return p.string();
}

}  // namespace

TEST_CASE("cli: build prints the template", "[bicep][cli]") {
  std::string path = tempFile("ok.bicep", "param name string\nvar upper = toUpper(name)\noutput o string = upper\n");
  std::string out, err;
  CHECK(runCli("build " + path + " --stdout", &out, &err) == 0);
  CHECK_THAT(out, Catch::Contains("\"[toUpper(parameters('name'))]\""));
  CHECK_THAT(out, Catch::Contains("\"value\": \"[variables('upper')]\""));
  std::remove(path.c_str());
}

TEST_CASE("cli: build reports errors with file, line, column and code", "[bicep][cli]") {
  std::string path = tempFile("bad.bicep", "param name string\noutput o string = nmae\n");
  std::string err;
  CHECK(runCli("build " + path + " --stdout", nullptr, &err) == 1);
  CHECK_THAT(err, Catch::Contains(":2:19: error BCP057"));
  CHECK_THAT(err, Catch::Contains("nmae"));
  std::remove(path.c_str());
}

TEST_CASE("cli: build refuses to write a template that modules declared twice per level make larger than 64 MB",
          "[bicep][cli]") {
  // m<i> declares m<i+1> twice: the compiled JSON holds 2^24 copies of the last module. Before,
  // build ran out of memory writing it.
  pf::test::TempDir dir;
  const int levels = 24;
  for (int i = 0; i < levels; ++i) {
    std::string next = "m" + std::to_string(i + 1) + ".bicep";
    dir.write(i == 0 ? "main.bicep" : "m" + std::to_string(i) + ".bicep",
              i + 1 < levels ? "module a '" + next + "' = { name: 'a' }\nmodule b '" + next + "' = { name: 'b' }\n"
                             : "output o string = 'end'\n");
  }
  std::string out, err;
  std::string main = (dir.path() / "main.bicep").string();
  CHECK(runCli("build '" + main + "' --stdout", &out, &err) == 1);
  CHECK(out.empty());
  CHECK_THAT(err, Catch::Contains("larger than 64 MB") && Catch::Contains("Nothing is written"));
  CHECK(runCli("build '" + main + "'", &out, &err) == 1);
  CHECK_FALSE(std::filesystem::exists(dir.path() / "main.json"));
  // m21 → m22 → m23 twice at each level: eight copies, written as before.
  std::string small = dir.write("small.bicep", "module a 'm21.bicep' = { name: 'a' }\nmodule b 'm21.bicep' = { name: 'b' }\n");
  CHECK(runCli("build '" + small + "' --stdout", &out, &err) == 0);
  size_t copies = 0;
  for (size_t at = out.find("\"end\""); at != std::string::npos; at = out.find("\"end\"", at + 1)) ++copies;
  CHECK(copies == 8);
}
