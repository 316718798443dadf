// The SARIF writer's output validated against the official SARIF 2.1.0 JSON schema, and the
// validator itself shown to reject broken logs (so a pass means something).
#include <catch2/catch.hpp>

#include "engine/core/file.hpp"
#include "report/dedup.hpp"
#include "report/sarif_writer.hpp"
#include "tests/unit/report/report_test_util.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf;
using namespace pf::report;
using namespace pf::report::test;

namespace {

// The SARIF schema, or null (with a warning) when ../shared/reference is not there.
const pf::test::JsonSchema* sarifSchema() {
  static const std::unique_ptr<pf::test::JsonSchema> schema = []() -> std::unique_ptr<pf::test::JsonSchema> {
    auto path = pf::test::referenceFile("sarif-schema-2.1.0.json");
    if (path.empty()) return nullptr;
    auto text = readFile(path.string());
    if (!text) return nullptr;
    return std::make_unique<pf::test::JsonSchema>(strictJson(*text));
  }();
  return schema.get();
}

#define PF_REQUIRE_SARIF_SCHEMA()                                                                       \
  const pf::test::JsonSchema* schema = sarifSchema();                                                   \
  if (!schema) {                                                                                        \
    WARN("../shared/reference/sarif-schema-2.1.0.json not found: SARIF schema test skipped "            \
         "(set PREFLIGHT_REFERENCE to the folder holding it)");                                          \
    return;                                                                                             \
  }

std::string joined(const std::vector<std::string>& errors) {
  std::string s;
  for (const std::string& e : errors) s += e + "\n";
  return s;
}

// Parses the sample's SARIF, lets `edit` break it, and returns the schema's complaints.
template <class Edit>
std::vector<std::string> errorsAfter(const pf::test::JsonSchema& schema, Edit edit) {
  Value log = strictJson(sarifReport(sampleReport()));
  Value& run = log.objMut().find("runs")->arrMut()[0];
  edit(log, run);
  return schema.validate(log);
}

Value& firstResult(Value& run) { return run.objMut().find("results")->arrMut()[0]; }

}  // namespace

TEST_CASE("sarif schema: the writer's output validates for several reports", "[report][sarif][schema]") {
  PF_REQUIRE_SARIF_SCHEMA();
  WriteOptions all;
  all.all = true;
  all.includeSuppressed = true;

  Report empty;
  Report ruleError;
  ruleError.rules = {storageRule()};
  ruleError.findings.push_back(withOutcome(storageFailure(), Outcome::Error));
  Report odd;  // unknown lines, absolute paths, odd names, no rules, a root URI
  odd.rootUri = "file:///src/repo";
  odd.findings.push_back(storageFailure("a b/ü", 0, "params with space.json"));
  odd.findings.push_back(storageFailure("x", 3, ""));
  odd.findings.back().location.file = "/abs/file.json";
  odd.findings.back().message.clear();
  Report merged;  // de-duplicated across three parameter files
  merged.rules = {storageRule()};
  merged.findings = deduplicate({storageFailure("st1", 12, "a.json"), storageFailure("st1", 12, "b.json"),
                                 storageFailure("st1", 12, "c.json")});

  struct Case {
    const char* name;
    Report report;
    WriteOptions options;
  } cases[] = {{"sample", sampleReport(), {}},
               {"sample --sarif-all with suppressed", sampleReport(), all},
               {"empty", empty, {}},
               {"rule error", ruleError, {}},
               {"odd paths and names", odd, all},
               {"de-duplicated", merged, {}}};
  for (const Case& c : cases) {
    INFO(c.name);
    std::string sarif = sarifReport(c.report, c.options);
    auto errors = schema->validate(strictJson(sarif));
    INFO(joined(errors));
    CHECK(errors.empty());
  }
}

TEST_CASE("sarif schema: the validator rejects broken SARIF", "[report][sarif][schema]") {
  PF_REQUIRE_SARIF_SCHEMA();
  using Errs = std::vector<std::string>;
  auto mentions = [](const Errs& errors, std::string_view text) {
    for (const std::string& e : errors)
      if (e.find(text) != std::string::npos) return true;
    return false;
  };

  SECTION("unmodified: valid") { CHECK(errorsAfter(*schema, [](Value&, Value&) {}).empty()); }
  SECTION("missing version") {
    Errs e = errorsAfter(*schema, [](Value& log, Value&) { log.objMut().erase("version"); });
    CHECK(mentions(e, "required property 'version'"));
  }
  SECTION("wrong version") {
    Errs e = errorsAfter(*schema, [](Value& log, Value&) { log.objMut().set("version", "2.0.0"); });
    CHECK(mentions(e, "/version: value is not one of the enum values"));
  }
  SECTION("property names are case-sensitive") {
    Errs e = errorsAfter(*schema, [](Value& log, Value&) {
      Value v = *log.get("version");
      log.objMut().erase("version");
      log.objMut().append("Version", v);
    });
    CHECK(mentions(e, "property 'Version' is not allowed"));
    CHECK(mentions(e, "required property 'version'"));
  }
  SECTION("unknown result level") {
    Errs e = errorsAfter(*schema, [](Value&, Value& run) { firstResult(run).objMut().set("level", "fatal"); });
    CHECK(mentions(e, "/runs/0/results/0/level"));
  }
  SECTION("result without message") {
    Errs e = errorsAfter(*schema, [](Value&, Value& run) { firstResult(run).objMut().erase("message"); });
    CHECK(mentions(e, "required property 'message'"));
  }
  SECTION("startLine 0") {
    Errs e = errorsAfter(*schema, [](Value&, Value& run) {
      Value& loc = firstResult(run).objMut().find("locations")->arrMut()[0];
      loc.objMut().find("physicalLocation")->objMut().find("region")->objMut().set("startLine", 0);
    });
    CHECK(mentions(e, "region/startLine: below the minimum 1"));
  }
  SECTION("ruleIndex below -1 and of the wrong type") {
    CHECK(mentions(errorsAfter(*schema, [](Value&, Value& run) { firstResult(run).objMut().set("ruleIndex", -2); }),
                   "ruleIndex: below the minimum"));
    CHECK(mentions(errorsAfter(*schema, [](Value&, Value& run) { firstResult(run).objMut().set("ruleIndex", "0"); }),
                   "ruleIndex: expected integer, found string"));
  }
  SECTION("extra property on a result") {
    Errs e = errorsAfter(*schema, [](Value&, Value& run) { firstResult(run).objMut().set("severity", "high"); });
    CHECK(mentions(e, "property 'severity' is not allowed"));
  }
  SECTION("duplicate related locations (uniqueItems)") {
    Errs e = errorsAfter(*schema, [](Value&, Value& run) {
      Value* withRelated = nullptr;
      for (Value& r : run.objMut().find("results")->arrMut())
        if (r.get("relatedLocations")) withRelated = &r;
      REQUIRE(withRelated);
      Array& rel = withRelated->objMut().find("relatedLocations")->arrMut();
      Value copy = rel[0];
      rel.push_back(copy);
    });
    CHECK(mentions(e, "/relatedLocations: items 0 and 2 are equal"));
  }
  SECTION("a helpUri that is not absolute") {
    Errs e = errorsAfter(*schema, [](Value&, Value& run) {
      Value& rule = run.objMut().find("tool")->objMut().find("driver")->objMut().find("rules")->arrMut()[0];
      rule.objMut().set("helpUri", "docs/rule one.md");
    });
    CHECK(mentions(e, "helpUri: 'docs/rule one.md' is not an absolute URI"));
  }
  SECTION("an artifact URI with a space") {
    Errs e = errorsAfter(*schema, [](Value&, Value& run) {
      Value& loc = firstResult(run).objMut().find("locations")->arrMut()[0];
      loc.objMut().find("physicalLocation")->objMut().find("artifactLocation")->objMut().set("uri", "a b.json");
    });
    CHECK(mentions(e, "is not a URI reference"));
  }
  SECTION("suppression of an unknown kind, and a missing tool") {
    CHECK(mentions(errorsAfter(*schema,
                               [](Value&, Value& run) {
                                 Object s;
                                 s.append("kind", "inline");
                                 firstResult(run).objMut().set("suppressions", Array{Value(s)});
                               }),
                   "suppressions/0/kind"));
    CHECK(mentions(errorsAfter(*schema, [](Value&, Value& run) { run.objMut().erase("tool"); }),
                   "required property 'tool'"));
  }
  SECTION("a bad guid (pattern)") {
    Errs e = errorsAfter(*schema, [](Value&, Value& run) { firstResult(run).objMut().set("guid", "not-a-guid"); });
    CHECK(mentions(e, "does not match the pattern"));
  }
}
