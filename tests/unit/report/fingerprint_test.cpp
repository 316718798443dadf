#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <string>

#include "engine/core/value.hpp"
#include "report/fingerprint.hpp"
#include "report/order.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

TEST_CASE("fingerprint: the same finding gives the same fingerprint on every run", "[report][fingerprint]") {
  Finding a = storageFailure();
  CHECK(fingerprintOf(a) == fingerprintOf(storageFailure()));
  CHECK(fingerprintOf(a).size() == 16);
  // Independent of the order findings arrive in.
  std::vector<Finding> one = sampleReport().findings, two = one;
  std::reverse(two.begin(), two.end());
  assignFingerprints(one);
  assignFingerprints(two);
  std::vector<std::string> f1, f2;
  for (const Finding& f : one) f1.push_back(f.fingerprint);
  for (const Finding& f : two) f2.push_back(f.fingerprint);
  std::sort(f1.begin(), f1.end());
  std::sort(f2.begin(), f2.end());
  CHECK(f1 == f2);
}

TEST_CASE("fingerprint: line and column shifts, reworded reasons and parameter files do not change it",
          "[report][fingerprint]") {
  Finding a = storageFailure("st1", 12);
  Finding moved = storageFailure("st1", 57);
  moved.location.column = 9;
  moved.message = "Path properties.supportsHttpsTrafficOnly: is null.";
  moved.recommendation = "Something else.";
  moved.parameterFiles = {{"infra/other.parameters.json", 1, 0}};
  moved.level = Level::Warning;
  CHECK(fingerprintOf(a) == fingerprintOf(moved));
  // ARM names and rule ids are case-insensitive; "./" and backslashes are the same path.
  Finding cased = storageFailure("ST1");
  cased.ruleId = "pf-storage-001";
  cased.location.file = ".\\infra\\main.json";
  CHECK(fingerprintOf(a) == fingerprintOf(cased));
}

TEST_CASE("fingerprint: rule, file, resource and message key change it", "[report][fingerprint]") {
  Finding a = storageFailure();
  Finding otherRule = a;
  otherRule.ruleId = "PF-STORAGE-002";
  Finding otherFile = a;
  otherFile.location.file = "infra/other.json";
  Finding otherResource = storageFailure("st9");
  Finding otherKey = a;
  otherKey.messageKey = "minTlsVersion";
  for (const Finding* f : {&otherRule, &otherFile, &otherResource, &otherKey}) CHECK(fingerprintOf(*f) != fingerprintOf(a));
  // A field boundary cannot be faked by moving characters between fields.
  Finding x = a, y = a;
  x.resources = {{"Microsoft.Storage/storageAccounts", "ab", ""}};
  x.messageKey = "c";
  y.resources = {{"Microsoft.Storage/storageAccounts", "a", ""}};
  y.messageKey = "bc";
  CHECK(fingerprintOf(x) != fingerprintOf(y));
}

TEST_CASE("fingerprint: a pass never shares a failure's identity", "[report][fingerprint]") {
  Finding fail = storageFailure();
  CHECK(fingerprintOf(withOutcome(fail, Outcome::Pass)) != fingerprintOf(fail));
  CHECK(fingerprintOf(withOutcome(fail, Outcome::Error)) == fingerprintOf(fail));
  // Adding passes does not renumber failures.
  std::vector<Finding> problems = {storageFailure("st1", 10), storageFailure("st1", 20)};
  std::vector<Finding> withPasses = {withOutcome(storageFailure("st1", 5), Outcome::Pass), storageFailure("st1", 10),
                                     storageFailure("st1", 20)};
  assignFingerprints(problems);
  assignFingerprints(withPasses);
  CHECK(problems[0].fingerprint == withPasses[1].fingerprint);
  CHECK(problems[1].fingerprint == withPasses[2].fingerprint);
}

TEST_CASE("fingerprint: collisions in one run are numbered in source order", "[report][fingerprint]") {
  // The same resource name declared twice in one file (e.g. in both branches of a condition).
  std::vector<Finding> v = {storageFailure("st1", 90), storageFailure("st1", 30)};
  assignFingerprints(v);
  std::string base = fingerprintOf(v[0]);
  CHECK(v[1].fingerprint == base);         // line 30 comes first
  CHECK(v[0].fingerprint == base + ":2");  // line 90 second
  // Shifting both by the same edit keeps the numbering.
  std::vector<Finding> shifted = {storageFailure("st1", 95), storageFailure("st1", 35)};
  assignFingerprints(shifted);
  CHECK(shifted[0].fingerprint == v[0].fingerprint);
  CHECK(shifted[1].fingerprint == v[1].fingerprint);
  // Fingerprints already assigned are kept.
  std::vector<Finding> kept = {storageFailure()};
  kept[0].fingerprint = "given";
  assignFingerprints(kept);
  CHECK(kept[0].fingerprint == "given");
}

TEST_CASE("fingerprint: the values themselves are pinned, as users' alerts hold them", "[report][fingerprint]") {
  // Literal values, not fingerprintOf compared with itself: these strings sit in users'
  // code-scanning alerts and --baseline files. A change here reopens every alert; see
  // "Changing fingerprints" in report/README.md before touching either side. The first, the
  // pass and the message-key one were also computed apart from this code, from the README's
  // description (FNV-1a 64 of length-prefixed fields).
  CHECK(fingerprintOf(storageFailure()) == "87d4f6fdb8be37e0");
  CHECK(fingerprintOf(storageFailure("st9", 99)) == "35e973706e8461f8");
  CHECK(fingerprintOf(keyVaultWarning()) == "aef394c4ab71fafa");
  CHECK(fingerprintOf(paramNote()) == "645e0bf80e9ca8e0");  // message key, no resource
  CHECK(fingerprintOf(withOutcome(storageFailure(), Outcome::Pass)) == "62ebf1a8e5dddc35");
  CHECK(fingerprintOf(withOutcome(storageFailure(), Outcome::Inconclusive)) == "6ded80b611e8804d");
  std::vector<Finding> twice = {storageFailure("st1", 90), storageFailure("st1", 30)};
  assignFingerprints(twice);
  CHECK(twice[1].fingerprint == "87d4f6fdb8be37e0");
  CHECK(twice[0].fingerprint == "87d4f6fdb8be37e0:2");
}

TEST_CASE("fingerprints: writers use the findings as they are once each has one, else a copy",
          "[report][fingerprint]") {
  std::vector<Finding> findings = {storageFailure("a", 12), storageFailure("b", 13)};
  std::vector<Finding> storage;
  const std::vector<Finding>& copied = withFingerprints(findings, storage);
  CHECK(&copied == &storage);
  CHECK(findings[0].fingerprint.empty());  // the input is left alone
  CHECK_FALSE(storage[0].fingerprint.empty());
  assignFingerprints(findings);
  std::vector<Finding> unused;
  CHECK(&withFingerprints(findings, unused) == &findings);
  CHECK(unused.empty());
  CHECK(findings[0].fingerprint == storage[0].fingerprint);
}

namespace {

// The identity as report/fingerprint.hpp describes it, built as strings and hashed with FNV-1a:
// what the writer's hashing in place must equal.
std::string documentedFingerprint(const Finding& f) {
  uint64_t h = 14695981039346656037ull;
  auto field = [&](std::string_view s) {
    for (char c : std::to_string(s.size()) + ":" + std::string(s)) {
      h ^= static_cast<unsigned char>(c);
      h *= 1099511628211ull;
    }
  };
  std::string resource;
  for (const ResourceRef& r : f.resources) {
    std::string n = pf::toLowerAscii(r.fullyQualifiedName());
    if (resource.empty() || n < resource) resource = n;
  }
  field("preflight/v1");
  field(pf::toLowerAscii(f.ruleId.view()));
  field(normalizePath(f.location.file));
  field(resource);
  field(f.messageKey);
  field(f.isProblem() ? "" : outcomeName(f.outcome));
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

}  // namespace

TEST_CASE("fingerprint: the hash fed in place is the documented one, for every shape of resource",
          "[report][fingerprint]") {
  std::vector<Finding> cases;
  cases.push_back(storageFailure());                            // type and name
  cases.push_back(paramNote());                                 // no resource
  Finding typeOnly = storageFailure("");
  cases.push_back(typeOnly);
  Finding nameOnly = storageFailure("Name.Only");
  nameOnly.resources[0].type = "";
  cases.push_back(nameOnly);
  Finding upper = storageFailure("UPPER/Child");
  upper.resources[0].type = "Microsoft.SQL/Servers/DATABASES";
  upper.ruleId = "Pf-Storage-001";
  upper.location.file = "./a\\b.json";
  cases.push_back(upper);
  Finding merged = storageFailure("zz");
  merged.resources.push_back({"Microsoft.Storage/storageAccounts", "AA", ""});
  merged.resources.push_back({"", "", ""});
  cases.push_back(merged);
  cases.push_back(withOutcome(storageFailure(), Outcome::Pass));
  for (const Finding& f : cases) CHECK(fingerprintOf(f) == documentedFingerprint(f));
}

TEST_CASE("fingerprint: assigned on several threads, every fingerprint is the same", "[report][fingerprint]") {
  std::vector<Finding> findings;
  for (size_t i = 0; i < 20000; ++i) {
    // Repeats (the same resource, rule and file) get numbered suffixes, in source order.
    Finding f = storageFailure("st" + std::to_string(i % 7000), static_cast<uint32_t>(20000 - i));
    if (i % 3 == 0) f.fingerprint = i % 2 ? "0000000000000001" : "";
    findings.push_back(f);
  }
  std::vector<Finding> one = findings, many = findings;
  assignFingerprints(one);
  assignFingerprints(many, 4);
  REQUIRE(one.size() == many.size());
  size_t suffixed = 0;
  for (size_t i = 0; i < one.size(); ++i) {
    CHECK(one[i].fingerprint == many[i].fingerprint);
    suffixed += one[i].fingerprint.find(':') != std::string::npos;
  }
  CHECK(suffixed > 0);
}

TEST_CASE("fingerprint: the hash fed four bytes a step is the documented one at every length",
          "[report][fingerprint]") {
  // Every remainder of four, lengths of one to three digits, and bytes beyond ASCII (never folded).
  for (size_t n = 0; n < 14; ++n) {
    for (size_t scale : {size_t{1}, size_t{9}, size_t{80}}) {
      std::string text;
      for (size_t i = 0; i < n * scale; ++i) text += "Ab\\c/\xC3\xA4Z."[i % 8];
      Finding f = storageFailure(text);
      f.ruleId = text;
      f.location.file = text;
      f.resources[0].type = text;
      f.messageKey = text;
      CHECK(fingerprintOf(f) == documentedFingerprint(f));
    }
  }
}
