#include <catch2/catch.hpp>

#include <regex>

#include "report/junit_writer.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

namespace {

bool contains(const std::string& s, std::string_view part) { return s.find(part) != std::string::npos; }

// A small well-formedness check: balanced tags, quoted attributes without raw '<' or '&'
// outside entities, text without raw '<', no characters XML 1.0 forbids.
std::string xmlProblem(const std::string& xml) {
  std::vector<std::string> stack;
  size_t i = xml.find("?>");
  if (xml.rfind("<?xml", 0) != 0 || i == std::string::npos) return "no XML declaration";
  i += 2;
  static const std::regex entity("^&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);");
  auto checkAmp = [&](size_t at) {
    std::smatch m;
    std::string rest = xml.substr(at, 12);
    return std::regex_search(rest, m, entity);
  };
  for (unsigned char c : xml)
    if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') return "forbidden control character";
  while (i < xml.size()) {
    if (xml[i] == '&' && !checkAmp(i)) return "raw & in text at " + std::to_string(i);
    if (xml[i] != '<') {
      ++i;
      continue;
    }
    size_t end = i + 1;
    char quote = 0;
    for (; end < xml.size(); ++end) {
      char c = xml[end];
      if (quote) {
        if (c == quote) quote = 0;
        else if (c == '<') return "raw < in attribute at " + std::to_string(end);
        else if (c == '&' && !checkAmp(end)) return "raw & in attribute at " + std::to_string(end);
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '>') {
        break;
      } else if (c == '<') {
        return "raw < in text or tag at " + std::to_string(end);
      }
    }
    if (end >= xml.size()) return "unterminated tag";
    std::string tag = xml.substr(i + 1, end - i - 1);
    std::string name = tag.substr(tag[0] == '/' ? 1 : 0);
    name = name.substr(0, name.find_first_of(" /"));
    if (tag[0] == '/') {
      if (stack.empty() || stack.back() != name) return "mismatched </" + name + ">";
      stack.pop_back();
    } else if (tag.back() != '/') {
      stack.push_back(name);
    }
    i = end + 1;
  }
  return stack.empty() ? "" : "unclosed <" + stack.back() + ">";
}

}  // namespace

TEST_CASE("junit: one suite per rule with counts, one test case per finding", "[report][junit]") {
  std::string xml = junitReport(sampleReport());
  INFO(xml);
  CHECK(xmlProblem(xml) == "");
  CHECK(contains(xml, "<testsuites name=\"preflight\" tests=\"6\" failures=\"3\" errors=\"0\" skipped=\"2\">"));
  CHECK(contains(xml, "<testsuite name=\"PF-STORAGE-001 Azure.Storage.SecureTransfer\" tests=\"3\" failures=\"1\" "
                      "errors=\"0\" skipped=\"1\">"));
  CHECK(contains(xml, "<testsuite name=\"PF-KV-002 Azure.KeyVault.PurgeProtect\" tests=\"2\" failures=\"1\" "
                      "errors=\"0\" skipped=\"1\">"));
  CHECK(contains(xml, "<testcase name=\"Microsoft.Storage/storageAccounts/st1 (infra/main.json:12)\" "
                      "classname=\"PF-STORAGE-001\" file=\"infra/main.json\" line=\"12\">"));
  CHECK(contains(xml, "<failure message=\"Path properties.supportsHttpsTrafficOnly: is false.\" type=\"error\">"));
  CHECK(contains(xml, "Parameter file: infra/main.dev.parameters.json\nParameter file: infra/main.prod.parameters.json"));
  // The pass is an empty test case; inconclusive and suppressed are skipped with why.
  CHECK(contains(xml, "<testcase name=\"Microsoft.Storage/storageAccounts/st2 (infra/main.json:40)\" "
                      "classname=\"PF-STORAGE-001\" file=\"infra/main.json\" line=\"40\"/>"));
  CHECK(contains(xml, "<skipped message=\"suppressed: Legacy account, retired in Q3.\"/>"));
  CHECK(contains(xml, "<skipped message=\"inconclusive: Path properties.enablePurgeProtection: unknown"));
  // The hygiene finding names its message key.
  CHECK(contains(xml, "name=\"infra/main.json [adminPassword] (infra/main.json:4)\""));
}

TEST_CASE("junit: rule errors are <error>; rules without results have no suite", "[report][junit]") {
  Report r;
  r.rules = {storageRule(), keyVaultRule()};
  r.findings = {withOutcome(storageFailure(), Outcome::Error)};
  std::string xml = junitReport(r);
  CHECK(xmlProblem(xml) == "");
  CHECK(contains(xml, "<error message="));
  CHECK(contains(xml, "errors=\"1\""));
  CHECK_FALSE(contains(xml, "PF-KV-002"));
  CHECK(junitReport(Report{}) ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<testsuites name=\"preflight\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\">\n</testsuites>\n");
}

TEST_CASE("junit: hostile text is escaped and the XML stays well-formed", "[report][junit]") {
  Report r;
  Finding f = storageFailure("a\"b'<c>&d");
  f.ruleId = "R<1>&\"";
  f.message = "</failure></testcase><testcase name=\"injected\"> & ]]> \x01\x02 \xEF\xBF\xBF bad\xFF\nline two";
  f.recommendation = "Use <b>bold</b> & 'quotes'";
  r.findings.push_back(f);
  std::string xml = junitReport(r);
  INFO(xml);
  CHECK(xmlProblem(xml) == "");
  CHECK_FALSE(contains(xml, "<testcase name=\"injected\""));
  CHECK(contains(xml, "name=\"Microsoft.Storage/storageAccounts/a&quot;b&apos;&lt;c&gt;&amp;d (infra/main.json:12)\""));
  CHECK(contains(xml, "classname=\"R&lt;1&gt;&amp;&quot;\""));
  // In attributes the newline survives as a character reference; in the body it is a newline.
  CHECK(contains(xml, "message=\"&lt;/failure&gt;&lt;/testcase&gt;&lt;testcase name=&quot;injected&quot;&gt; &amp; ]]&gt; "
                      "\xEF\xBF\xBD\xEF\xBF\xBD \xEF\xBF\xBD bad\xEF\xBF\xBD&#10;line two\""));
  CHECK(contains(xml, "bad\xEF\xBF\xBD\nline two\n"));
  CHECK(contains(xml, "Recommendation: Use &lt;b&gt;bold&lt;/b&gt; &amp; &apos;quotes&apos;"));
}

TEST_CASE("junit: very long messages are cut in the attribute and whole in the body", "[report][junit]") {
  Report r;
  Finding f = storageFailure();
  f.message = std::string(5000, 'x') + "\xE2\x82\xAC";  // ends in a 3-byte character
  r.findings.push_back(f);
  std::string xml = junitReport(r);
  CHECK(xmlProblem(xml) == "");
  size_t attr = xml.find("message=\"");
  size_t attrEnd = xml.find('"', attr + 9);
  CHECK(attrEnd - attr - 9 <= 1000);
  CHECK(contains(xml, std::string(5000, 'x') + "\xE2\x82\xAC\nLocation"));
}

TEST_CASE("junit: a big report is handed over in pieces, never whole", "[report][junit]") {
  Report r;
  r.rules.push_back(storageRule());
  for (int i = 0; i < 4000; ++i) {
    Finding f = storageFailure("st" + std::to_string(i), static_cast<uint32_t>(i + 1));
    f.message = "Storage account st" + std::to_string(i) + " " + std::string(200, 'm') + " <&>";
    r.findings.push_back(f);
  }
  std::vector<std::string> pieces;
  writeJunitReport(r, {}, [&pieces](std::string_view p) { pieces.emplace_back(p); });
  std::string whole = junitReport(r);
  CHECK(whole.size() > 1024 * 1024);
  REQUIRE(pieces.size() > 3);
  std::string joined;
  for (const std::string& p : pieces) {
    CHECK(p.size() < 300 * 1024);  // a chunk and at most one test case more
    joined += p;
  }
  CHECK(joined == whole);
  CHECK(xmlProblem(whole) == "");
  CHECK(contains(whole, "tests=\"4000\" failures=\"4000\""));
}
