// `preflight extension test` end to end: the binary against the fake extension.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/contract/fake_extension.hpp"

using pf::test::FakeExtension;
using pf::test::FakeMode;
using pf::test::runCli;

namespace {

constexpr const char* kResource = R"({
  "type": "application",
  "apiVersion": "v1",
  "properties": {"name": "app1"},
  "identifiers": {"name": "app1"}
})";

}  // namespace

TEST_CASE("extension test: a conforming extension passes, in every format", "[contract][cli]") {
  pf::test::TempDir dir;
  std::string resource = dir.write("app.json", kResource);
  FakeExtension fake(FakeMode::ConformingLro);
  std::string base = "extension test --endpoint " + fake.endpoint() + " --resource " + resource + " --poll-interval 0.005";
  std::string out, err;
  CHECK(runCli(base, &out, &err) == 0);
  CHECK(err.empty());
  CHECK_THAT(out, Catch::StartsWith("no problems; "));
  CHECK(runCli(base + " --format junit", &out, &err) == 0);
  CHECK_THAT(out, Catch::Contains("<testsuite") && Catch::Contains("EXT010") && !Catch::Contains("<failure"));
  CHECK(runCli(base + " --format sarif", &out, &err) == 0);
  CHECK_THAT(out, Catch::Contains("\"id\": \"EXT050\""));
}

TEST_CASE("extension test: a breaking extension fails with the finding", "[contract][cli]") {
  pf::test::TempDir dir;
  std::string resource = dir.write("app.json", kResource);
  FakeExtension fake(FakeMode::WrongStatus);
  std::string base = "extension test --endpoint " + fake.endpoint() + " --resource " + resource;
  std::string out, err;
  CHECK(runCli(base + " --operations preview --format json", &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("\"EXT010\"") && Catch::Contains("preview: status code: expected 200"));
  CHECK(runCli(base + " --operations preview --format junit", &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("<failure") && Catch::Contains("got 201"));
  CHECK(runCli(base + " --operations preview --fail-on none", &out, &err) == 0);
}

TEST_CASE("extension test: a slow extension is cut off by --timeout", "[contract][cli]") {
  pf::test::TempDir dir;
  std::string resource = dir.write("app.json", kResource);
  FakeExtension fake(FakeMode::SlowReply);
  std::string out, err;
  CHECK(runCli("extension test --endpoint " + fake.endpoint() + " --resource " + resource +
                   " --operations get --timeout 0.2",
               &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("EXT002") && Catch::Contains("within 200 ms"));
}

TEST_CASE("extension test: usage errors name the argument or the file's line", "[contract][cli]") {
  pf::test::TempDir dir;
  std::string good = dir.write("app.json", kResource);
  std::string bad = dir.write("bad.json", "{\n  \"type\": \"t\",\n  \"properties\": 3\n}");
  std::string noIds = dir.write("noids.json", R"({"type": "t", "properties": {}})");
  std::string out, err;
  CHECK(runCli("extension test --endpoint ftp://x --resource " + good, &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("error EXT101: --endpoint: expected an http or https URL, got the scheme 'ftp'"));
  CHECK(runCli("extension test --endpoint http://127.0.0.1:9/?q=1 --resource " + good, &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("EXT101") && Catch::Contains("may not have a query"));
  CHECK(runCli("extension test --endpoint http://127.0.0.1:9 --resource " + bad, &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("bad.json:3:17: error EXT102: \"properties\" must be an object, not a JSON int"));
  CHECK(runCli("extension test --endpoint http://127.0.0.1:9 --resource " + good + " --operations get,undo", &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("error EXT107: --operations: unknown operation 'undo'"));
  CHECK(runCli("extension test --endpoint http://127.0.0.1:9 --resource " + noIds + " --operations get", &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("error EXT105"));
  CHECK(runCli("extension test --endpoint http://127.0.0.1:9 --resource " + good + " --extension-version ../x", &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("error EXT108"));
  CHECK(out.empty());
}

namespace {

// Runs a copy of the binary (not PREFLIGHT_BINARY, which runCli runs) with `args`; the exit
// code, with its standard output and error in `out` and `err`.
int runCopy(const std::string& binary, const std::string& args, std::string& out, std::string& err,
            const pf::test::TempDir& dir) {
  std::string o = (dir.path() / "out.txt").string(), e = (dir.path() / "err.txt").string();
  int status = std::system(("'" + binary + "' " + args + " >'" + o + "' 2>'" + e + "'").c_str());
  auto slurp = [](const std::string& path) {
    std::ifstream f(path);
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
  };
  out = slurp(o);
  err = slurp(e);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

TEST_CASE("extension test: the HTTP client is found where it is installed, and its absence is EXT109",
          "[contract][cli]") {
  namespace fs = std::filesystem;
  pf::test::TempDir dir;
  std::string resource = dir.write("app.json", kResource);
  fs::create_directories(dir.path() / "bin");
  std::string binary = (dir.path() / "bin" / "preflight").string();
  fs::copy_file(PREFLIGHT_BINARY, binary);
  FakeExtension fake(FakeMode::Conforming);
  std::string args = "extension test --endpoint " + fake.endpoint() + " --resource " + resource + " --operations preview";
  std::string out, err;
  // A binary without its plugin says where it looked, and sends nothing.
  CHECK(runCopy(binary, args, out, err, dir) == 2);
  CHECK_THAT(err, Catch::Contains("error EXT109") && Catch::Contains((dir.path() / "bin" / "preflight-http.so").string()) &&
                      Catch::Contains((dir.path() / "lib" / "preflight" / "preflight-http.so").string()));
  CHECK(out.empty());
  // Installed as the packages install it: bin/preflight and lib/preflight/preflight-http.so.
  fs::create_directories(dir.path() / "lib" / "preflight");
  fs::copy_file(PREFLIGHT_HTTP_PLUGIN, dir.path() / "lib" / "preflight" / "preflight-http.so");
  CHECK(runCopy(binary, args, out, err, dir) == 0);
  CHECK(err.empty());
  CHECK_THAT(out, Catch::StartsWith("no problems; "));
  // Other commands never need it: analyze runs without it.
  fs::remove(dir.path() / "lib" / "preflight" / "preflight-http.so");
  CHECK(runCopy(binary, "--version", out, err, dir) == 0);
}
