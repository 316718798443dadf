// The contract test against the fake extension: every operation passes against the modes that
// honour the contract, and each breaking mode yields exactly its finding.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>

#include "contract/http_loader.hpp"
#include "contract/run.hpp"
#include "tests/unit/contract/fake_extension.hpp"
#include "tests/helpers.hpp"

using namespace pf;
using namespace pf::contract;
using pf::test::FakeExtension;
using pf::test::FakeMode;

namespace {

TestInput sampleInput() {
  TestInput in;
  in.resourceFile = "app.json";
  in.type = "application";
  in.apiVersion = "v1";
  in.properties = test::json(R"({"name": "app1", "owner": "[parameters('owner')]"})");
  in.config = test::json(R"({"namespace": "default"})");
  in.identifiers = test::json(R"({"name": "app1"})");
  in.unevaluated = {"properties.owner"};
  return in;
}

// Small bounds: the whole file runs in a few seconds, and a broken mode cannot stall it.
TestOptions fastOptions() {
  TestOptions o;
  o.requestTimeout = Millis(2000);
  o.maxResponseBytes = 64 * 1024;
  o.poll.interval = Millis(5);
  o.poll.maxWait = Millis(2000);
  o.poll.maxPolls = 20;
  return o;
}

// The HTTP client as the command loads it: the plugin this build made.
SendRequest client() {
  static const Result<SendRequest> loaded = loadHttpPlugin(PREFLIGHT_HTTP_PLUGIN);
  REQUIRE(loaded);
  return *loaded;
}

report::Report run(FakeExtension& fake, const TestOptions& options = fastOptions(), const TestInput& in = sampleInput()) {
  auto url = parseUrl(fake.endpoint(), "--endpoint");
  REQUIRE(url);
  return runExtensionTest(*url, in, options, client());
}

std::vector<report::Finding> failures(const report::Report& rep) {
  std::vector<report::Finding> out;
  for (const auto& f : rep.findings)
    if (f.outcome == report::Outcome::Fail) out.push_back(f);
  return out;
}

// Every failure, as "EXT010 preview: <message>", for readable assertions.
std::string describe(const std::vector<report::Finding>& fs) {
  std::string s;
  for (const auto& f : fs) s += f.ruleId + " " + f.resources.at(0).name + ": " + f.message + "\n";
  return s;
}

bool passed(const report::Report& rep, std::string_view ruleId, std::string_view op) {
  return std::any_of(rep.findings.begin(), rep.findings.end(), [&](const report::Finding& f) {
    return f.outcome == report::Outcome::Pass && f.ruleId == ruleId && f.resources.at(0).name == op;
  });
}

// The one failure of a breaking mode: its rule, its operation, and text of the message.
report::Finding expectOnly(const report::Report& rep, std::string_view ruleId, std::string_view op,
                           const std::vector<std::string_view>& messageParts) {
  auto fs = failures(rep);
  INFO(describe(fs));
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].ruleId == ruleId);
  CHECK(fs[0].resources.at(0).name == op);
  for (auto part : messageParts) CHECK_THAT(fs[0].message, Catch::Contains(std::string(part)));
  return fs[0];
}

}  // namespace

TEST_CASE("contract: every operation passes against a conforming extension", "[contract]") {
  auto mode = GENERATE(FakeMode::Conforming, FakeMode::ConformingRelo, FakeMode::ConformingLro);
  FakeExtension fake(mode);
  auto rep = run(fake);
  INFO(describe(failures(rep)));
  CHECK(failures(rep).empty());
  CHECK(rep.summary.skipped.empty());
  for (const char* op : {"preview", "createOrUpdate", "get", "delete"}) {
    INFO(op);
    CHECK(passed(rep, "EXT010", op));
    CHECK(passed(rep, "EXT002", op));
  }
  CHECK(passed(rep, "EXT033", "preview"));
  CHECK(passed(rep, "EXT032", "get"));
  if (mode != FakeMode::ConformingLro) CHECK(passed(rep, "EXT032", "createOrUpdate"));  // a 202 has no body
  if (mode == FakeMode::ConformingRelo) CHECK(passed(rep, "EXT050", "createOrUpdate"));
  if (mode == FakeMode::ConformingLro) {
    CHECK(passed(rep, "EXT023", "delete"));
    CHECK(passed(rep, "EXT050", "delete"));
  }
}

TEST_CASE("contract: the requests carry what the host sends", "[contract]") {
  FakeExtension fake(FakeMode::ConformingLro);
  run(fake);
  auto reqs = fake.requests();
  std::vector<std::string> lines;
  for (const auto& r : reqs) lines.push_back(r.method + " " + r.path);
  CHECK(lines == std::vector<std::string>{"POST /1.0.0/resource/preview", "POST /1.0.0/resource/createOrUpdate",
                                          "GET /operations/create", "GET /operations/create", "POST /1.0.0/resource/get",
                                          "POST /1.0.0/resource/delete", "GET /operations/delete",
                                          "GET /operations/delete"});
  std::string correlation = reqs.at(0).header("x-ms-correlation-request-id");
  std::vector<std::string> clientIds;
  for (const auto& r : reqs) {
    INFO(r.method + " " + r.path);
    CHECK(r.header("Referer").rfind("https://", 0) == 0);
    CHECK(r.header("x-ms-correlation-request-id") == correlation);
    CHECK(r.header("x-ms-client-request-id").size() == 36);
    CHECK(r.header("traceparent").size() == 55);
    CHECK_FALSE(r.header("tracestate").empty());
    CHECK(r.header("Accept-Encoding") == "identity");
    clientIds.push_back(r.header("x-ms-client-request-id"));
  }
  std::sort(clientIds.begin(), clientIds.end());
  CHECK(std::unique(clientIds.begin(), clientIds.end()) == clientIds.end());  // one per request
  // Bodies: the preview carries the unevaluated paths; get and delete the identifiers and the
  // configId createOrUpdate returned; createOrUpdate never identifiers (read-only).
  auto body = [&](size_t i) { return test::json(reqs.at(i).body); };
  CHECK(toJson(*body(0).get("metadata")) == R"({"unevaluated":["properties.owner"]})");
  CHECK(body(1).get("identifiers") == nullptr);
  CHECK(body(1).get("config") != nullptr);
  CHECK(toJson(*body(4).get("identifiers")) == R"({"name":"app1"})");
  CHECK(body(4).get("properties") == nullptr);
  CHECK(body(5).get("configId")->str() == "cfg-0001");
  CHECK(reqs.at(2).body.empty());  // the operation poll is a GET without a body
}

TEST_CASE("contract: each breaking mode yields exactly its finding", "[contract]") {
  struct Case {
    FakeMode mode;
    const char* rule;
    const char* op;
    std::vector<std::string_view> parts;
  };
  auto c = GENERATE(
      Case{FakeMode::WrongStatus, "EXT010", "preview", {"status code", "expected 200", "got 201"}},
      Case{FakeMode::MissingLocation, "EXT023", "delete", {"Location header of 202", "got no such header"}},
      Case{FakeMode::MissingError, "EXT040", "delete", {"(poll 1)", "body.error", "\"Failed\"", "got no \"error\""}},
      Case{FakeMode::OversizeResponse, "EXT004", "get", {"at most 65536 bytes", "502 Bad Gateway", "cut off"}},
      Case{FakeMode::OversizeChunked, "EXT004", "get", {"at most 65536 bytes", "cut off"}},
      Case{FakeMode::MalformedJson, "EXT030", "get", {"body of 200", "expected a JSON object", "not JSON"}},
      Case{FakeMode::NoRequestId, "EXT020", "get", {"x-ms-request-id header", "no such header"}},
      Case{FakeMode::BadDate, "EXT021", "get", {"Date header", "\"2024-05-01T10:00:00Z\""}},
      Case{FakeMode::WrongVersion, "EXT022", "get", {"Version header", "expected \"1.0.0\"", "got \"2.0.0\""}},
      Case{FakeMode::BadRetryAfter, "EXT024", "delete", {"Retry-After header", "10 to 600", "got 5 s"}},
      Case{FakeMode::NoIdentifiers, "EXT031", "createOrUpdate", {"body.identifiers", "no \"identifiers\""}},
      Case{FakeMode::NoConfigId, "EXT032", "get", {"body.configId", "since a config was sent"}},
      Case{FakeMode::UnevaluatedDropped, "EXT033", "preview",
           {"body.properties.owner", "\"[parameters('owner')]\"", "got \"evaluated\""}},
      Case{FakeMode::MiscasedStatus, "EXT051", "createOrUpdate", {"(RELO get 1)", "got \"succeeded\""}},
      Case{FakeMode::Rejects, "EXT011", "preview", {"status 400", "\"InvalidResource\"", "\"name is taken\""}},
      Case{FakeMode::ReloVanishes, "EXT010", "createOrUpdate", {"(RELO get 1)", "200 with the resource while it provisions", "got 404"}},
      Case{FakeMode::LroCanceled, "EXT011", "delete", {"(poll 1)", "\"Canceled\"", "\"OperationCanceled\""}},
      Case{FakeMode::ForeignLocation, "EXT023", "delete",
           {"Location origin", "\"https://elsewhere.example/operations/delete\"", "polled at"}});
  INFO(static_cast<int>(c.mode));
  FakeExtension fake(c.mode);
  auto f = expectOnly(run(fake), c.rule, c.op, c.parts);
  // The contract's "should"s are warnings; the rest fail a deployment.
  bool soft = c.mode == FakeMode::BadRetryAfter || c.mode == FakeMode::ForeignLocation || c.mode == FakeMode::BadDate ||
              c.mode == FakeMode::WrongVersion;
  CHECK(f.level == (soft ? report::Level::Warning : report::Level::Error));
}

TEST_CASE("contract: a slow reply is a timeout, not a wait", "[contract]") {
  FakeExtension fake(FakeMode::SlowReply);
  TestOptions o = fastOptions();
  o.requestTimeout = Millis(300);
  auto start = std::chrono::steady_clock::now();
  auto rep = run(fake, o);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(3));
  expectOnly(rep, "EXT002", "get", {"within 300 ms", "504 Gateway Timeout", "no answer after"});
}

TEST_CASE("contract: a long-running operation that never ends is bounded in time and count", "[contract]") {
  FakeExtension fake(FakeMode::NeverTerminal);
  TestOptions o = fastOptions();
  SECTION("time") {
    o.poll.maxWait = Millis(150);
    o.poll.maxPolls = 1000;
    auto rep = run(fake, o);
    expectOnly(rep, "EXT050", "createOrUpdate", {"within --max-wait 150 ms", "still \"Running\"", "would pass --max-wait"});
  }
  SECTION("count") {
    o.poll.maxPolls = 4;
    auto rep = run(fake, o);
    expectOnly(rep, "EXT050", "createOrUpdate", {"after 4 poll(s)", "the limit of 4 polls"});
    size_t polls = 0;
    for (const auto& r : fake.requests()) polls += r.method == "GET";
    CHECK(polls == 4);
    // No resource came of it: get and delete are listed as skipped, not run.
    CHECK(rep.summary.skipped.size() == 2);
    CHECK(fake.requests().back().path == "/operations/create");
  }
}

TEST_CASE("contract: an error answer without an ErrorResponse is two findings: the shape and the failure",
          "[contract]") {
  FakeExtension fake(FakeMode::BadErrorBody);
  auto fs = failures(run(fake));
  INFO(describe(fs));
  REQUIRE(fs.size() == 2);
  CHECK(fs[0].ruleId == "EXT040");
  CHECK_THAT(fs[0].message, Catch::Contains("error body of 400") && Catch::Contains("got no \"error\""));
  CHECK(fs[1].ruleId == "EXT011");
}

TEST_CASE("contract: a request body over the limit is not sent", "[contract]") {
  FakeExtension fake(FakeMode::Conforming);
  TestOptions o = fastOptions();
  o.operations = {Operation::CreateOrUpdate};
  o.maxRequestBytes = 100;
  TestInput in = sampleInput();
  in.properties = test::json(R"({"name": ")" + std::string(200, 'x') + R"("})");
  auto rep = run(fake, o, in);
  expectOnly(rep, "EXT003", "createOrUpdate", {"at most 100 bytes", "413", "not sent"});
  CHECK(fake.requests().empty());
}

TEST_CASE("contract: an endpoint that does not answer is a transport finding", "[contract]") {
  int port = 0;
  {
    FakeExtension fake(FakeMode::Conforming);  // a port that was just free, now closed
    port = std::stoi(fake.endpoint().substr(fake.endpoint().rfind(':') + 1));
  }
  auto url = parseUrl("http://127.0.0.1:" + std::to_string(port), "--endpoint");
  REQUIRE(url);
  TestOptions o = fastOptions();
  o.operations = {Operation::Preview};
  auto fs = failures(runExtensionTest(*url, sampleInput(), o, client()));
  INFO(describe(fs));
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].ruleId == "EXT001");
  CHECK_THAT(fs[0].message, Catch::Contains("expected an HTTP answer from http://127.0.0.1:") &&
                                Catch::Contains("got could not connect"));
}
