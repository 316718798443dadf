// Loading the HTTP client plugin (contract/http_loader.hpp): this build's plugin works; anything
// else is EXT109 with the path and the reason, never a crash.
#include <catch2/catch.hpp>

#include <filesystem>

#include "contract/http_loader.hpp"
#include "contract/url.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/contract/fake_extension.hpp"

using namespace pf;
using namespace pf::contract;

TEST_CASE("http plugin: this build's plugin loads and makes an exchange", "[contract]") {
  auto send = loadHttpPlugin(PREFLIGHT_HTTP_PLUGIN);
  REQUIRE(send);
  test::FakeExtension fake(test::FakeMode::Conforming);
  auto url = parseUrl(fake.endpoint(), "--endpoint");
  REQUIRE(url);
  HttpLimits limits;
  limits.timeout = std::chrono::milliseconds(5000);
  // An operation the fake does not serve: any HTTP answer proves the exchange went through.
  HttpResult r = (*send)(url->origin(), "GET", "/no-such-path", {}, "", limits);
  REQUIRE(r.response);
  CHECK(r.response->status == 404);
}

TEST_CASE("http plugin: a missing file, another library or a text file is EXT109, naming the path", "[contract]") {
  test::TempDir dir;
  auto missing = loadHttpPlugin((dir.path() / "preflight-http.so").string());
  REQUIRE_FALSE(missing);
  CHECK(missing.error().code == "EXT109");
  CHECK_THAT(missing.error().message, Catch::Contains("preflight-http.so") && Catch::Contains("cannot be loaded"));

  dir.write("fake.so", "not a shared object");
  auto text = loadHttpPlugin((dir.path() / "fake.so").string());
  REQUIRE_FALSE(text);
  CHECK(text.error().code == "EXT109");

  // A real shared library without the plugin's entry point.
  auto other = loadHttpPlugin("libz.so.1");
  REQUIRE_FALSE(other);
  CHECK(other.error().code == "EXT109");
  CHECK_THAT(other.error().message, Catch::Contains("is not preflight's HTTP client"));
}

TEST_CASE("http plugin: looked for beside the running binary, then in ../lib/preflight/", "[contract]") {
  auto candidates = httpPluginCandidates();
  REQUIRE(candidates.size() == 2);
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe");
  CHECK(candidates[0] == (self.parent_path() / "preflight-http.so").string());
  CHECK(candidates[1] == (self.parent_path().parent_path() / "lib" / "preflight" / "preflight-http.so").string());
}
