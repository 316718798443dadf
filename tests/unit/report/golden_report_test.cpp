// Golden reports: `preflight analyze` over the fixed input in tests/golden/fingerprints/input,
// as JSON and SARIF, compared byte for byte with the checked-in report.json and report.sarif.
// Their literal fingerprints are what users' code-scanning alerts and --baseline files hold:
// a change to them is reported apart from any other change to the output, because it reopens
// every user's alerts. Only two machine-dependent fields are normalised before comparing: the
// tool version (`"version"`/`"semanticVersion"` of the running build, written as @VERSION@)
// and SARIF's %SRCROOT% URI (the absolute checkout path, written as @SRCROOT@).
// Regenerate: PREFLIGHT_UPDATE_GOLDEN=1 ./build/tests/preflight_tests "[golden]"
#include <catch2/catch.hpp>

#include <map>
#include <sstream>

#include "tests/golden.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/report/report_test_util.hpp"

using namespace pf;
using pf::report::test::at;
using pf::report::test::strictJson;

namespace {

const std::string kGoldenDir = "tests/golden/fingerprints";

std::string shellQuote(const std::string& s) { return "'" + s + "'"; }

// Replaces every `"key": "value"` with `"key": "placeholder"`; returns how many.
size_t replaceField(std::string& text, const std::string& key, const std::string& value, const std::string& placeholder) {
  std::string from = "\"" + key + "\": \"" + value + "\"", to = "\"" + key + "\": \"" + placeholder + "\"";
  size_t n = 0;
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
    ++n;
  }
  return n;
}

// `preflight analyze` over the golden input in `format`, with the machine-dependent fields
// normalised.
std::string goldenRun(const std::string& format) {
  std::string dir = test::goldenPath(kGoldenDir);
  std::string out, err;
  int code = test::runCli("analyze " + shellQuote(dir + "/input") + " --source-root " + shellQuote(dir) + " --format " + format,
                          &out, &err);
  INFO("stderr: " << err);
  REQUIRE(code == 1);  // the input has error findings on purpose
  Value v = strictJson(out);
  if (format == "json") {
    REQUIRE(replaceField(out, "version", at(v, "tool/version").str(), "@VERSION@") == 1);
  } else {
    const Value& run = at(v, "runs/0");
    std::string version = at(run, "tool/driver/version").str();
    REQUIRE(replaceField(out, "version", version, "@VERSION@") == 1);
    REQUIRE(replaceField(out, "semanticVersion", version, "@VERSION@") == 1);
    REQUIRE(replaceField(out, "uri", at(run, "originalUriBaseIds/%SRCROOT%/uri").str(), "@SRCROOT@") == 1);
  }
  return out;
}

// "ruleId file:line resource" → fingerprint, for every finding of a JSON report or result of a
// SARIF log.
std::map<std::string, std::string> fingerprints(const std::string& text, bool sarif) {
  std::map<std::string, std::string> out;
  Value v = strictJson(text);
  const Value& list = sarif ? at(v, "runs/0/results") : at(v, "findings");
  for (const Value& f : list.arr()) {
    std::ostringstream key;
    if (sarif) {
      const Value& loc = at(f, "locations/0");
      key << at(f, "ruleId").str() << " " << at(loc, "physicalLocation/artifactLocation/uri").str() << ":"
          << at(loc, "physicalLocation/region/startLine").asInt() << " "
          << at(loc, "logicalLocations/0/fullyQualifiedName").str();
      const Value* fp = at(f, "partialFingerprints").get("preflight/v1");
      out[key.str()] = fp && fp->isString() ? fp->str() : "(no preflight/v1 key)";
    } else {
      key << at(f, "ruleId").str() << " " << at(f, "outcome").str() << " " << at(f, "location/file").str() << ":"
          << at(f, "location/line").asInt() << " " << at(f, "resources/0/fullyQualifiedName").str();
      out[key.str()] = at(f, "fingerprint").str();
    }
  }
  return out;
}

struct Changes {
  std::string moved;     // the same finding with another fingerprint
  std::string appeared;  // findings only in one of the two
};

Changes fingerprintChanges(const std::map<std::string, std::string>& golden,
                           const std::map<std::string, std::string>& actual) {
  std::ostringstream moved, appeared;
  for (const auto& [k, fp] : golden) {
    auto it = actual.find(k);
    if (it == actual.end()) appeared << "  - " << k << " (" << fp << ")\n";
    else if (it->second != fp) moved << "  " << k << ": " << fp << " -> " << it->second << "\n";
  }
  for (const auto& [k, fp] : actual)
    if (!golden.count(k)) appeared << "  + " << k << " (" << fp << ")\n";
  return {moved.str(), appeared.str()};
}

void checkGolden(const std::string& format, const std::string& file) {
  std::string rel = kGoldenDir + "/" + file;
  std::string actual = goldenRun(format);
  if (test::updateGolden()) {
    REQUIRE(test::writeGolden(rel, actual).empty());
    WARN("wrote " << rel);
    return;
  }
  auto golden = test::readGolden(rel);
  if (!golden) FAIL("golden file " << rel << " is missing; create it with " << test::regenerateCommand("[golden]"));
  Changes changes = fingerprintChanges(fingerprints(*golden, format == "sarif"), fingerprints(actual, format == "sarif"));
  if (!changes.moved.empty()) {
    FAIL("FINGERPRINTS CHANGED in the " << format << " report of " << kGoldenDir << "/input:\n"
         << changes.moved
         << "A fingerprint (SARIF partialFingerprints[\"preflight/v1\"], JSON \"fingerprint\") is what keeps a "
            "code-scanning alert the same alert from one run to the next. With this change every user's "
            "alerts would close and reopen as new ones (losing their dismissals and history), and every "
            "--baseline file would stop matching.\n"
            "Not intended: restore the hash input in report/fingerprint.cpp (or the finding's rule id, path, "
            "resource or message key).\n"
            "Intended: follow \"Changing fingerprints\" in report/README.md (a new fingerprint version, "
            "preflight/v2, in both the SARIF key and the hashed prefix; release notes), then regenerate with "
         << test::regenerateCommand("[golden]"));
  }
  if (!changes.appeared.empty())
    FAIL("the findings on " << kGoldenDir << "/input changed (- only in the golden " << file << ", + only now):\n"
         << changes.appeared
         << "A rule or the engine now finds something else there. A finding that only moved to another rule "
            "id, file, line or resource has a new fingerprint too, which reopens users' alerts. If the change "
            "is intended, regenerate with "
         << test::regenerateCommand("[golden]"));
  std::string mismatch = test::compareWithGolden(rel, actual, "[golden]");
  if (!mismatch.empty())
    FAIL("the " << format << " report of " << kGoldenDir << "/input changed (fingerprints did not). Users' "
                << "tools read this shape: check the change is intended and documented in report/README.md.\n"
                << mismatch);
}

}  // namespace

TEST_CASE("golden report: the JSON report of a fixed input is unchanged, fingerprints first", "[report][golden]") {
  checkGolden("json", "report.json");
}

TEST_CASE("golden report: the SARIF log of a fixed input is unchanged, fingerprints first", "[report][golden][sarif]") {
  checkGolden("sarif", "report.sarif");
}

TEST_CASE("golden report: the golden fingerprints are literal and cover every kind of identity", "[report][golden]") {
  // The checked-in reports hold what the fingerprint code produced when they were written; this
  // states some of them here too, so that regenerating the golden files alone cannot accept a
  // change to them without a visible edit of this test. Each line pins one input of the hash.
  auto golden = test::readGolden(kGoldenDir + "/report.json");
  REQUIRE(golden);
  auto fp = fingerprints(*golden, false);
  // rule id, file and resource
  CHECK(fp["PF-0101 fail input/network/storage.json:9 Microsoft.Storage/storageAccounts/stgoldenlogs"] ==
        "9dc7564e5b9ac0b3");
  // the same resource declared twice in one file: numbered in source order
  CHECK(fp["PF-0101 fail input/network/edge.json:8 Microsoft.Storage/storageAccounts/stgoldenedge"] ==
        "30eb4fbc3a6e792e");
  CHECK(fp["PF-0101 fail input/network/edge.json:18 Microsoft.Storage/storageAccounts/stgoldenedge"] ==
        "30eb4fbc3a6e792e:2");
  // the message key of a parameter, an output and a template diagnostic
  CHECK(fp["PF-0001 fail input/network/storage.json:5 Microsoft.Resources/deployments/golden"] == "6892bc207ba2ae6e");
  CHECK(fp["PF-0002 fail input/network/storage.json:30 Microsoft.Resources/deployments/golden"] == "0b58b9df1f7106e1");
  CHECK(fp["PF-0054 fail input/network/broken.json:8 Microsoft.Resources/deployments/golden"] == "713f825957f39a35");
  // a pass, a suppressed failure, a Bicep file in a folder with a space
  CHECK(fp["PF-0101 pass input/network/storage.json:18 Microsoft.Storage/storageAccounts/stgolden0"] ==
        "b89316f38fad16c6");
  CHECK(fp["PF-0102 fail input/network/storage.json:9 Microsoft.Storage/storageAccounts/stgoldenlogs"] ==
        "d2857ce59ee1d86a");
  CHECK(fp["PF-0202 fail input/web app/main.bicep:4 Microsoft.KeyVault/vaults/kv-golden"] == "b38f4b09e13b8265");
}
