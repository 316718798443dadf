#include <catch2/catch.hpp>

#include <cstring>
#include <string>

#include "report/dedup.hpp"
#include "report/detail/text_hash.hpp"
#include "report/fingerprint.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

TEST_CASE("dedup: one finding per rule and line, listing every parameter file", "[report][dedup]") {
  std::vector<Finding> in = {storageFailure("st1", 12, "infra/dev.parameters.json"),
                             storageFailure("st1", 12, "infra/test.parameters.json"),
                             storageFailure("st1", 12, "infra/prod.parameters.json"),
                             storageFailure("st1", 12, "infra/dev.parameters.json")};
  auto out = deduplicate(in);
  REQUIRE(out.size() == 1);
  REQUIRE(out[0].parameterFiles.size() == 3);
  CHECK(out[0].parameterFiles[0].file == "infra/dev.parameters.json");
  CHECK(out[0].parameterFiles[1].file == "infra/test.parameters.json");
  CHECK(out[0].parameterFiles[2].file == "infra/prod.parameters.json");
  CHECK(out[0].resources.size() == 1);
}

TEST_CASE("dedup: names that differ per parameter file are all kept; the level is the highest",
          "[report][dedup]") {
  Finding dev = storageFailure("stdev", 12, "dev.json");
  dev.level = Level::Warning;
  Finding prod = storageFailure("stprod", 12, "prod.json");
  prod.message = "different wording";
  auto out = deduplicate({dev, prod, storageFailure("STDEV", 12, "dev2.json")});
  REQUIRE(out.size() == 1);
  CHECK(out[0].level == Level::Error);
  CHECK(out[0].message == dev.message);  // the first one's
  REQUIRE(out[0].resources.size() == 2);  // STDEV is stdev (ARM names are case-insensitive)
  CHECK(out[0].resources[0].name == "stdev");
  CHECK(out[0].resources[1].name == "stprod");
  CHECK(out[0].parameterFiles.size() == 3);
}

TEST_CASE("dedup: different rules, lines, outcomes, suppression or message keys stay apart", "[report][dedup]") {
  Finding base = storageFailure();
  Finding otherLine = storageFailure("st1", 13);
  Finding otherRule = base;
  otherRule.ruleId = "PF-STORAGE-002";
  Finding pass = withOutcome(base, Outcome::Pass);
  Finding suppressed = base;
  suppressed.suppression = Suppression{};
  Finding keyed = base;
  keyed.messageKey = "x";
  Finding otherFile = base;
  otherFile.location.file = "infra/b.json";
  auto out = deduplicate({base, otherLine, otherRule, pass, suppressed, keyed, otherFile});
  CHECK(out.size() == 7);
  // Without a line, only the same resource merges.
  Finding noLine1 = storageFailure("a", 0), noLine2 = storageFailure("b", 0), noLine3 = storageFailure("a", 0, "p2.json");
  auto out2 = deduplicate({noLine1, noLine2, noLine3});
  REQUIRE(out2.size() == 2);
  CHECK(out2[0].parameterFiles.size() == 2);
}

TEST_CASE("dedup: the order of first appearance is kept and fingerprints are recomputed", "[report][dedup]") {
  Finding a = storageFailure("st1", 50, "p1.json");
  a.fingerprint = "stale";
  Finding b = keyVaultWarning();
  auto out = deduplicate({a, b, storageFailure("st1", 50, "p2.json")});
  REQUIRE(out.size() == 2);
  CHECK(out[0].ruleId == "PF-STORAGE-001");
  CHECK(out[1].ruleId == "PF-KV-002");
  CHECK(out[0].fingerprint.empty());
  assignFingerprints(out);
  CHECK(out[0].fingerprint == "87d4f6fdb8be37e0");  // pinned in fingerprint_test.cpp
}

TEST_CASE("dedup: many findings of one line merge into one listing each resource once, first seen first",
          "[report][dedup]") {
  std::vector<Finding> in;
  for (int round = 0; round < 2; ++round)
    for (int i = 0; i < 800; ++i) in.push_back(storageFailure((round ? "ST" : "st") + std::to_string(i), 12));
  auto out = deduplicate(in);
  REQUIRE(out.size() == 1);
  REQUIRE(out[0].resources.size() == 800);  // the second round only repeats names in other case
  CHECK(out[0].resources[0].name == "st0");
  CHECK(out[0].resources[799].name == "st799");
}

TEST_CASE("dedup: keys compare as the report normalises them (rule id case, path spelling)", "[report][dedup]") {
  Finding a = storageFailure("st1", 12, "p1.json");
  Finding b = storageFailure("st1", 12, "p2.json");
  b.ruleId = "pf-storage-001";
  b.location.file = "./infra\\main.json";
  Finding c = storageFailure("st1", 12, "p3.json");
  c.location.file = "infra/main.jsonx";  // another file
  auto out = deduplicate({a, b, c});
  REQUIRE(out.size() == 2);
  CHECK(out[0].parameterFiles.size() == 2);
  CHECK(out[1].location.file == "infra/main.jsonx");
  // Without a line the primary resource is part of the key, case-insensitively.
  Finding n1 = storageFailure("st1", 0, "p1.json"), n2 = storageFailure("ST1", 0, "p2.json");
  CHECK(deduplicate({n1, n2}).size() == 1);
}

TEST_CASE("dedup: thousands of distinct findings are all kept, in order, merged ones in place", "[report][dedup]") {
  std::vector<Finding> in;
  for (uint32_t line = 1; line <= 5000; ++line) in.push_back(storageFailure("st" + std::to_string(line), line, "a.json"));
  for (uint32_t line = 1; line <= 5000; line += 2) in.push_back(storageFailure("st" + std::to_string(line), line, "b.json"));
  auto out = deduplicate(in);
  REQUIRE(out.size() == 5000);
  for (uint32_t i = 0; i < 5000; ++i) {
    CHECK(out[i].location.line == i + 1);
    CHECK(out[i].parameterFiles.size() == (i % 2 == 0 ? 2u : 1u));
  }
}

TEST_CASE("dedup: hashed on several threads, the result is the same", "[report][dedup]") {
  std::vector<Finding> in;
  for (size_t i = 0; i < 20000; ++i) {
    Finding f = storageFailure("st" + std::to_string(i % 5000), static_cast<uint32_t>(i % 6000),
                               "p" + std::to_string(i % 4) + ".json");
    if (i % 11 == 0) f.location.line = 0;  // keyed by resource then
    if (i % 13 == 0) f.ruleId = "pf-storage-001";
    in.push_back(f);
  }
  auto one = deduplicate(in);
  auto many = deduplicate(in, 4);
  REQUIRE(one.size() == many.size());
  CHECK(one.size() < in.size());
  for (size_t i = 0; i < one.size(); ++i) {
    CHECK(one[i].location == many[i].location);
    CHECK(one[i].ruleId == many[i].ruleId);
    CHECK(one[i].parameterFiles == many[i].parameterFiles);
    CHECK(one[i].resources == many[i].resources);
  }
}

TEST_CASE("dedup: a word normalised at once is each of its bytes normalised", "[report][dedup]") {
  using namespace pf::report::detail;
  // Every byte value in every lane, among neighbours that change with it.
  for (unsigned lane = 0; lane < 8; ++lane)
    for (unsigned b = 0; b < 256; ++b) {
      unsigned char bytes[8];
      for (unsigned i = 0; i < 8; ++i) bytes[i] = static_cast<unsigned char>(i == lane ? b : (b * 7 + i * 37 + 0x41) & 0xFF);
      uint64_t w;
      std::memcpy(&w, bytes, 8);
      unsigned char folded[8], slashedBytes[8];
      uint64_t f = foldedWord(w), s = slashedWord(w);
      std::memcpy(folded, &f, 8);
      std::memcpy(slashedBytes, &s, 8);
      for (unsigned i = 0; i < 8; ++i) {
        CHECK(folded[i] == static_cast<unsigned char>(foldedAscii(static_cast<char>(bytes[i]))));
        CHECK(slashedBytes[i] == static_cast<unsigned char>(slashed(static_cast<char>(bytes[i]))));
      }
    }
}

TEST_CASE("dedup: key hashes agree wherever the keys compare equal, at every length", "[report][dedup]") {
  using pf::report::detail::TextHash;
  auto hash = [](auto feed) {
    TextHash h;
    feed(h);
    return h.value();
  };
  for (size_t n = 0; n < 40; ++n) {
    std::string lower, upper, slashes, backslashes;
    for (size_t i = 0; i < n; ++i) {
      lower += "azure.kv-\xC3\xA4"[i % 11];
      upper += "AZURE.Kv-\xC3\xA4"[i % 11];
      slashes += "a/b/\xC3\xA4."[i % 7];
      backslashes += "a\\b/\xC3\xA4."[i % 7];
    }
    CHECK(hash([&](TextHash& h) { h.folded(lower); }) == hash([&](TextHash& h) { h.folded(upper); }));
    CHECK(hash([&](TextHash& h) { h.path(slashes); }) == hash([&](TextHash& h) { h.path("./" + backslashes); }));
    // Fields end with their length: moving a byte from one to the next changes the hash.
    if (n > 0)
      CHECK(hash([&](TextHash& h) { h.text(lower); h.text(""); }) !=
            hash([&](TextHash& h) { h.text(lower.substr(0, n - 1)); h.text(lower.substr(n - 1)); }));
  }
}

TEST_CASE("dedup: thousands of parameter files are each listed once, first seen first", "[report][dedup]") {
  // One template with a parameter file per environment times thousands: each merge looked
  // through the list so far (20,000 files took 8.4 s, then growing with the square).
  std::vector<Finding> in;
  for (int round = 0; round < 2; ++round)
    for (int i = 0; i < 5000; ++i) in.push_back(storageFailure("st1", 12, "env/p" + std::to_string(i) + ".json"));
  // A location differs by its line or column too, as SourceLocation compares.
  Finding atLine = storageFailure("st1", 12, "env/p7.json");
  atLine.parameterFiles[0].line = 3;
  Finding atColumn = atLine;
  atColumn.parameterFiles[0].column = 9;
  in.push_back(atLine);
  in.push_back(atColumn);
  in.push_back(atLine);
  auto out = deduplicate(in);
  REQUIRE(out.size() == 1);
  const auto& files = out[0].parameterFiles;
  REQUIRE(files.size() == 5002);
  CHECK(files[0].file == "env/p0.json");
  CHECK(files[4999].file == "env/p4999.json");
  CHECK((files[5000].file == "env/p7.json" && files[5000].line == 3 && files[5000].column == 0));
  CHECK((files[5001].file == "env/p7.json" && files[5001].line == 3 && files[5001].column == 9));
  CHECK(out[0].resources.size() == 1);
}
