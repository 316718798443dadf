// The pieces of the contract test that need no server: URLs, header forms, poll intervals,
// how extension text is shown, the rule table, status words and the input files.
#include <catch2/catch.hpp>

#include <set>

#include "contract/check_body.hpp"
#include "contract/check_error.hpp"
#include "contract/check_headers.hpp"
#include "contract/display.hpp"
#include "contract/poll.hpp"
#include "contract/rules.hpp"
#include "contract/test_input.hpp"
#include "engine/core/uuid.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::contract;

TEST_CASE("contract: URLs of the endpoint and of Location", "[contract]") {
  auto u = parseUrl("https://Ext.Example.com/base/path?x=1#frag", "--endpoint");
  REQUIRE(u);
  CHECK(u->scheme == "https");
  CHECK(u->port == 443);
  CHECK(u->path == "/base/path?x=1");
  CHECK(u->origin() == "https://Ext.Example.com:443");
  auto v6 = parseUrl("http://[::1]:8080", "Location");
  REQUIRE(v6);
  CHECK(v6->host == "[::1]");
  CHECK(v6->port == 8080);
  CHECK(parseUrl("HTTP://ext.example.com:443", "x")->sameOrigin(*parseUrl("http://EXT.example.com:443/", "x")));
  CHECK_FALSE(parseUrl("http://a:1", "x")->sameOrigin(*parseUrl("https://a:1", "x")));

  auto bad = [](std::string_view text) {
    auto r = parseUrl(text, "Location");
    REQUIRE_FALSE(r);
    CHECK(r.error().code == "EXT101");
    CHECK_THAT(r.error().message, Catch::StartsWith("Location: "));
    return r.error().message;
  };
  CHECK_THAT(bad("/operations/1"), Catch::Contains("absolute URL"));
  CHECK_THAT(bad("ftp://a/b"), Catch::Contains("'ftp'"));
  CHECK_THAT(bad("http://user:pw@a/b"), Catch::Contains("user information"));
  CHECK_THAT(bad("http://a:0/"), Catch::Contains("outside 1..65535"));
  CHECK_THAT(bad("http://a:99999/"), Catch::Contains("outside 1..65535"));
  CHECK_THAT(bad("http://a:8x/"), Catch::Contains("not a number"));
  CHECK_THAT(bad("http://a b/"), Catch::Contains("spaces or control"));
  CHECK_THAT(bad("http://a\r\nX-Injected: 1/"), Catch::Contains("spaces or control"));
  CHECK_THAT(bad("http:///path"), Catch::Contains("no host"));
  CHECK_THAT(bad("http://[::1/"), Catch::Contains("closing ']'"));
}

TEST_CASE("contract: header forms", "[contract]") {
  CHECK(isHttpDate("Tue, 15 Nov 1994 08:12:31 GMT"));
  CHECK_FALSE(isHttpDate("Tue, 15 Nov 1994 08:12:31 UTC"));
  CHECK_FALSE(isHttpDate("Tuesday, 15-Nov-94 08:12:31 GMT"));  // RFC 850: obsolete, not sent
  CHECK_FALSE(isHttpDate("Tue, 32 Nov 1994 08:12:31 GMT"));
  CHECK_FALSE(isHttpDate("2024-05-01T10:00:00Z"));
  CHECK(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e"));
  CHECK(isUuid("0F8FAD5B-D9CB-469F-A165-70867728950E"));
  CHECK_FALSE(isUuid("0f8fad5bd9cb469fa16570867728950e"));
  CHECK_FALSE(isUuid("0f8fad5b-d9cb-469f-a165-70867728950g"));
}

TEST_CASE("contract: Retry-After is read, held to 10..600 s and reported outside it", "[contract]") {
  auto check = [](const char* value, std::optional<long long> seconds, bool finding) {
    CheckLog log;
    HttpResponse r;
    r.status = 202;
    if (value) r.headers.emplace_back("retry-after", value);
    CHECK(checkRetryAfter(log, Operation::Delete, "", r) == seconds);
    CHECK(log.violations().size() == (finding ? 1u : 0u));
  };
  check(nullptr, std::nullopt, false);  // optional: 60 s
  check("10", 10, false);
  check("600", 600, false);
  check("5", 5, true);
  check("601", 601, true);
  check("1.5", std::nullopt, true);
  check("Wed, 21 Oct 2015 07:28:00 GMT", std::nullopt, true);  // HTTP allows a date; the contract does not
  check("99999999999999999999", std::nullopt, true);            // no overflow

  PollOptions o;
  CHECK(pollInterval(o, std::nullopt) == Millis(60'000));
  CHECK(pollInterval(o, 30) == Millis(30'000));
  CHECK(pollInterval(o, 1) == Millis(10'000));
  CHECK(pollInterval(o, 999'999'999) == Millis(600'000));
  CHECK(pollInterval(o, -5) == Millis(10'000));
  o.interval = Millis(5);
  CHECK(pollInterval(o, 30) == Millis(5));  // --poll-interval wins
}

TEST_CASE("contract: the poll budget stops on time and on count", "[contract]") {
  PollOptions o;
  o.interval = Millis(0);
  o.maxPolls = 3;
  PollBudget count(o);
  std::string why;
  for (int i = 0; i < 3; ++i) {
    auto w = count.next(std::nullopt, why);
    REQUIRE(w);
    count.wait(*w);
  }
  CHECK_FALSE(count.next(std::nullopt, why));
  CHECK(why == "the limit of 3 polls was reached");

  PollOptions t;
  t.maxWait = Millis(1000);
  PollBudget time(t);
  CHECK_FALSE(time.next(30, why));  // 30 s asked, 1 s allowed: reported, not waited for
  CHECK(why == "the next poll, due in 30.0 s, would pass --max-wait 1.0 s");
}

TEST_CASE("contract: text from the extension is quoted, cut and cannot forge report lines", "[contract]") {
  CHECK(quoted("abc") == "\"abc\"");
  CHECK(quoted("a\"b\\c") == "\"a\\\"b\\\\c\"");
  CHECK(quoted("line\nERROR fake") == "\"line\\u{000A}ERROR fake\"");
  CHECK(quoted("\x1b[31mred") == "\"\\u{001B}[31mred\"");
  CHECK(quoted("a\u202Eb") == "\"a\\u{202E}b\"");  // right-to-left override
  CHECK(quoted("\xff") == "\"\xEF\xBF\xBD\"");       // malformed UTF-8 as U+FFFD
  CHECK(quoted(std::string(100, 'x'), 10) == "\"xxxxxxxxxx\"... (100 characters)");
  CHECK(quoted("h\xC3\xA9llo", 2) == "\"h\xC3\xA9\"... (5 characters)");  // cut at characters
  CHECK(byteCount(20u * 1024 * 1024) == "20971520 bytes (20 MB)");
  CHECK(duration(250) == "250 ms");
  CHECK(duration(1500) == "1.5 s");
}

TEST_CASE("contract: every rule has one row with a stable, unique id", "[contract]") {
  std::set<std::string_view> ids, names;
  for (const RuleSpec& r : allRules()) {
    CHECK(ids.insert(r.id).second);
    CHECK(names.insert(r.name).second);
    CHECK(r.id.substr(0, 3) == "EXT");
    CHECK_FALSE(r.description.empty());
    CHECK_FALSE(r.recommendation.empty());
    CHECK(&ruleSpec(r.rule) == &r);
  }
  CHECK(ids.size() == static_cast<size_t>(Rule::StatusValue) + 1);  // every enumerator has a row
  CHECK(ruleSpec(Rule::StatusCode).id == "EXT010");
  CHECK(ruleSpec(Rule::NonTerminal).id == "EXT050");
}

TEST_CASE("contract: status words as the host reads them", "[contract]") {
  auto kind = [](std::string_view json) {
    Value v = test::json(json);
    return classifyStatus(&v);
  };
  CHECK(classifyStatus(nullptr) == StatusKind::Succeeded);  // missing counts as Succeeded
  CHECK(kind("null") == StatusKind::Succeeded);
  CHECK(kind(R"("Succeeded")") == StatusKind::Succeeded);
  CHECK(kind(R"("Failed")") == StatusKind::Failed);
  CHECK(kind(R"("Canceled")") == StatusKind::Canceled);
  CHECK(kind(R"("Running")") == StatusKind::Running);
  CHECK(kind(R"("Deleting")") == StatusKind::Running);  // any other word: still running
  CHECK(kind(R"("SUCCEEDED")") == StatusKind::Miscased);
  CHECK(kind(R"("Cancelled")") == StatusKind::Miscased);
  CHECK(kind("3") == StatusKind::NotAString);
}

TEST_CASE("contract: the shape of an error", "[contract]") {
  auto problems = [](std::string_view json) {
    std::string s;
    for (const auto& p : errorProblems(test::json(json), "error"))
      s += p.field + (p.soft ? " (soft)" : "") + ": " + p.actual + "\n";
    return s;
  };
  CHECK(problems(R"({"code": "InvalidResource", "message": "m", "target": "/properties/a",
                    "details": [{"code": "Bad", "message": "d"}], "innererror": {}})") == "");
  CHECK(problems(R"({"message": "m"})") == "error.code: no \"code\"\n");
  CHECK(problems(R"({"code": "invalid_resource", "message": ""})") ==
        "error.message: an empty string\nerror.code (soft): \"invalid_resource\"\n");
  CHECK(problems(R"({"code": "A", "message": "m", "target": "properties.a"})") == "error.target (soft): \"properties.a\"\n");
  CHECK(problems(R"({"code": "A", "message": "m", "details": [{"code": "B"}, 3]})") ==
        "error.details[0].message: no \"message\"\nerror.details[1]: a JSON int\n");
  CHECK(problems(R"({"code": "A", "message": "m", "innerError": {}})") == "error.innerError (soft): \"innerError\"\n");
  CHECK(problems(R"("text")") == "error: a JSON string\n");
}

TEST_CASE("contract: the input files are checked with file, line and column", "[contract]") {
  test::TempDir dir;
  auto load = [&](const std::string& resource, const std::string& config, Diagnostics& diags) {
    SourceFiles files;
    std::string r = dir.write("r.json", resource);
    std::string c = config.empty() ? "" : dir.write("c.json", config);
    auto in = loadTestInput(r, c, files, diags);
    std::string text;
    for (const auto& d : diags.items()) text += formatDiagnostic(d, files, false) + "\n";
    return std::make_pair(in, text);
  };
  SECTION("a good file") {
    Diagnostics diags;
    auto [in, text] = load(R"({"type": "application", "apiVersion": "v1", "properties": {"a": "[x()]"},
      "identifiers": {"name": "a"}, "metadata": {"unevaluated": ["properties.a"]}})",
                           R"({"namespace": "n"})", diags);
    REQUIRE(in);
    CHECK(text.empty());
    CHECK(in->type == "application");
    CHECK(toJson(*in->config) == R"({"namespace":"n"})");
    CHECK(in->unevaluated == std::vector<std::string>{"properties.a"});
    CHECK(createBody(*in) ==
          R"({"type":"application","apiVersion":"v1","properties":{"a":"[x()]"},"config":{"namespace":"n"}})");
    CHECK(referenceBody(*in, *in->identifiers, std::string("id1")) ==
          R"({"type":"application","apiVersion":"v1","identifiers":{"name":"a"},"config":{"namespace":"n"},"configId":"id1"})");
    CHECK_THAT(previewBody(*in), Catch::EndsWith(R"("metadata":{"unevaluated":["properties.a"]}})"));
  }
  SECTION("errors and warnings name the place") {
    Diagnostics diags;
    auto [in, text] = load("{\n  \"type\": 5,\n  \"properties\": {},\n  \"Config\": {},\n  \"metadata\": {\"unevaluated\": [\"properties.b\"]}\n}", "", diags);
    CHECK_FALSE(in);
    CHECK_THAT(text, Catch::Contains("r.json:2:11: error EXT102: \"type\" must be a non-empty string, not a JSON int"));
    CHECK_THAT(text, Catch::Contains("r.json:4:13: warning EXT104: \"Config\" is not sent"));
    CHECK_THAT(text, Catch::Contains("r.json:5:32: warning EXT104: the unevaluated path \"properties.b\" names nothing"));
  }
  SECTION("config twice, and a config file that is not an object") {
    Diagnostics diags;
    auto [in, text] = load(R"({"type": "t", "properties": {}, "config": {}})", "[1]", diags);
    CHECK_FALSE(in);
    CHECK_THAT(text, Catch::Contains("c.json:1:1: error EXT103: the config file must be a JSON object, not a JSON array"));
    Diagnostics twice;
    auto [in2, text2] = load(R"({"type": "t", "properties": {}, "config": {}})", "{}", twice);
    CHECK_FALSE(in2);
    CHECK_THAT(text2, Catch::Contains("error EXT106: the config is given twice"));
  }
}
