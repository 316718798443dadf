#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "report/detail/array_in_parts.hpp"
#include "report/json_writer.hpp"
#include "report/sarif_writer.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

namespace {

// Enough findings for several parts per thread, with the text that needs care: quotes,
// backslashes, control characters, non-ASCII and malformed UTF-8, Windows paths, suppressions,
// passes, unknown lines and several parameter files and resources.
Report bigReport(size_t n) {
  Report r = sampleReport();
  const std::vector<std::string> messages = {
      "plain reason",
      "quote \" and backslash \\ and\nnewline\ttab",
      "gr\xC3\xBC\xC3\x9F \xF0\x9F\x98\x80 non-ASCII",
      "bad \xFF\xC3 bytes",
      std::string("control \x01\x1f end"),
  };
  for (size_t i = 0; i < n; ++i) {
    std::string id = std::to_string(i);
    Finding f = i % 4 == 0 ? keyVaultWarning() : storageFailure("st" + id, static_cast<uint32_t>(i % 50), i % 3 ? "p" + id + ".json" : "");
    f.message = messages[i % messages.size()] + " #" + id;
    f.location.file = i % 7 == 0 ? "infra\\win\\" + id + ".json" : "./infra/f" + std::to_string(i % 90) + ".json";
    if (i % 5 == 0) f.outcome = Outcome::Pass;
    if (i % 11 == 0) f.outcome = Outcome::Inconclusive;
    if (i % 13 == 0) f.outcome = Outcome::Error;
    if (i % 9 == 0) f.suppression = Suppression{SuppressionKind::InSource, "why \"" + id + "\"", "f.json:" + id};
    if (i % 6 == 0) f.parameterFiles.push_back({"p\xC3\xA9" + id + ".json", 1, 0});
    if (i % 8 == 0) f.resources.push_back({"Microsoft.Web/sites", "site" + id, ""});
    f.messageKey = i % 10 == 0 ? "key" : "";
    if (i % 17 == 0) f.ruleId = "PF-UNKNOWN-" + std::to_string(i % 3);
    r.findings.push_back(std::move(f));
  }
  return r;
}

std::string pieced(const Report& r, bool sarif, const WriteOptions& o, size_t& pieces) {
  std::string out;
  pieces = 0;
  auto sink = [&](std::string_view p) {
    out += p;
    ++pieces;
  };
  if (sarif) writeSarifReport(r, o, sink);
  else writeJsonReport(r, o, sink);
  return out;
}

}  // namespace

TEST_CASE("parallel report: JSON and SARIF are the same text whatever the number of jobs", "[report][parallel]") {
  Report r = bigReport(3 * pf::report::detail::kValuesPerPart + 17);
  for (bool sarif : {false, true}) {
    for (bool all : {false, true}) {
      for (bool suppressed : {false, true}) {
        if (!sarif && (all || suppressed)) continue;  // JSON writes every finding whatever these say
        WriteOptions one;
        one.all = all;
        one.includeSuppressed = suppressed;
        std::string expected = sarif ? sarifReport(r, one) : jsonReport(r, one);
        REQUIRE(expected.size() > 100000);
        for (unsigned jobs : {2u, 3u, 8u}) {
          INFO("sarif " << sarif << ", all " << all << ", suppressed " << suppressed << ", jobs " << jobs);
          WriteOptions o = one;
          o.jobs = jobs;
          size_t pieces = 0;
          std::string text = pieced(r, sarif, o, pieces);
          CHECK(text == expected);
          CHECK(pieces > 1);
          CHECK(pieces < r.findings.size() / 10);  // big pieces, not one per finding
        }
      }
    }
  }
}

TEST_CASE("parallel report: an array split into parts of any size is the text written whole", "[report][parallel]") {
  using pf::report::detail::JsonStream;
  auto document = [](unsigned jobs, size_t perPart, size_t count) {
    std::string out;
    JsonStream::Sink sink = [&out](std::string_view p) { out += p; };
    JsonStream s(sink, 16);
    s.beginObject();
    s.key("values").beginArray();
    pf::report::detail::writeArrayInParts(
        s, count, jobs,
        [](JsonStream& part, size_t i) {
          part.beginObject();
          part.countMember("i", i);
          part.endObject();
        },
        perPart);
    s.endArray();
    s.endObject();
    s.finish();
    return out;
  };
  for (size_t count : {size_t(0), size_t(1), size_t(5), size_t(64)}) {
    std::string whole = document(1, 1000, count);
    for (size_t perPart : {size_t(1), size_t(3), size_t(64), size_t(100)})
      for (unsigned jobs : {2u, 5u}) CHECK(document(jobs, perPart, count) == whole);
  }
}
