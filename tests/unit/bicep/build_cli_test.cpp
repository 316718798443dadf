#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "tests/helpers.hpp"

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
