#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::runCli;

TEST_CASE("cli: --version names the Bicep release", "[cli]") {
  std::string out;
  CHECK(runCli("--version", &out) == 0);
  CHECK_THAT(out, Catch::Contains("preflight") && Catch::Contains("Bicep"));
}

TEST_CASE("cli: eval prints JSON", "[cli]") {
  std::string out;
  CHECK(runCli("eval \"[concat('a', createArray('x','y')[1], parameters('p'))]\" --params '{\"p\":\"z\"}'", &out) == 0);
  CHECK(out == "\"ayz\"\n");
}

TEST_CASE("cli: eval errors go to stderr with exit 1", "[cli]") {
  std::string out, err;
  CHECK(runCli("eval \"[concat('a'\"", &out, &err) == 1);
  CHECK(out.empty());
  CHECK_THAT(err, Catch::Contains("EXPR003") && Catch::Contains("^"));
}

TEST_CASE("cli: eval rejects bad --params", "[cli]") {
  std::string err;
  CHECK(runCli("eval \"[parameters('p')]\" --params '[1]'", nullptr, &err) == 1);
  CHECK_THAT(err, Catch::Contains("--params must be a JSON object"));
  CHECK(runCli("eval \"[parameters('p')]\" --params '{\"p\": }'", nullptr, &err) == 1);
  CHECK_THAT(err, Catch::Contains("--params:1:7"));
}

TEST_CASE("cli: eval --list-functions lists name, arity and category", "[cli]") {
  std::string out;
  CHECK(runCli("eval --list-functions", &out) == 0);
  CHECK_THAT(out, Catch::Contains("concat\t1..n\tstring"));
  CHECK_THAT(out, Catch::Contains("if\t3..3\tlogical"));
}

TEST_CASE("cli: eval --context overrides the deployment context", "[cli]") {
  std::string path = "/tmp/preflight-ctx-" + std::to_string(::getpid()) + ".json";
  FILE* f = fopen(path.c_str(), "w");
  fputs("{\"AZURE_RESOURCE_GROUP\": {\"name\": \"rg1\"}, \"bogus\": 1}", f);
  fclose(f);
  std::string err;
  CHECK(runCli("eval \"[concat('a')]\" --context " + path, nullptr, &err) == 1);
  CHECK_THAT(err, Catch::Contains("unknown context setting 'bogus'"));
  std::remove(path.c_str());
}

TEST_CASE("cli: analyze of a path that does not exist is a usage error naming it", "[cli]") {
  std::string err;
  CHECK(runCli("analyze /nonexistent/preflight-infra", nullptr, &err) == 2);
  CHECK_THAT(err, Catch::Contains("/nonexistent/preflight-infra"));
}
