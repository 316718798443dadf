#include <catch2/catch.hpp>

#include "engine/core/utf8.hpp"
#include "report/markdown_writer.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

namespace {
bool contains(const std::string& s, std::string_view part) { return s.find(part) != std::string::npos; }
size_t countOf(const std::string& s, std::string_view part) {
  size_t n = 0;
  for (size_t p = s.find(part); p != std::string::npos; p = s.find(part, p + 1)) ++n;
  return n;
}
}  // namespace

TEST_CASE("markdown: summary heading, problems per rule, a table per file", "[report][markdown]") {
  std::string md = markdownReport(sampleReport());
  INFO(md);
  CHECK(md.rfind("## preflight: 3 problems \\(1 error, 1 warning, 1 note\\) in 2 files; 1 passed, 1 inconclusive, "
                 "1 suppressed; 2 files analyzed, 1 skipped\n",
                 0) == 0);
  CHECK(contains(md, "| Rule | Level | Findings |\n| --- | --- | ---: |\n"));
  CHECK(contains(md, "| PF-STORAGE-001 Azure.Storage.SecureTransfer | error | 1 |\n"));
  CHECK(contains(md, "| PF-KV-002 Azure.KeyVault.PurgeProtect | warning | 1 |\n"));
  CHECK(contains(md, "\n### infra/main.json\n\n| Line | Level | Rule | Resource | Message |\n"));
  CHECK(contains(md, "\n### infra/vault.json\n"));
  CHECK(md.find("### infra/main.json") < md.find("### infra/vault.json"));
  CHECK(contains(md, "| 12 | error | PF-STORAGE-001 Azure.Storage.SecureTransfer | "
                     "Microsoft.Storage/storageAccounts/st1 | Path properties.supportsHttpsTrafficOnly: is false.<br>"
                     "**Recommendation:** Set supportsHttpsTrafficOnly to true.<br>**Parameter files:** "
                     "infra/main.dev.parameters.json, infra/main.prod.parameters.json |\n"));
  CHECK_FALSE(contains(md, "st2"));     // passes only with --all
  CHECK_FALSE(contains(md, "legacy"));  // suppressed only on request
  CHECK(contains(md, "<details><summary>1 file skipped</summary>\n\n- infra/app.bicep: Bicep files are not supported yet\n"));
  CHECK_FALSE(contains(md, "**Note:**"));
}

TEST_CASE("markdown: no problems", "[report][markdown]") {
  Report r;
  r.summary.filesAnalyzed = 3;
  CHECK(markdownReport(r) == "## preflight: no problems; 3 files analyzed\n\nNo problems found.\n");
}

TEST_CASE("markdown: hostile text cannot break the table, inject HTML or mention people", "[report][markdown]") {
  Report r;
  Finding f = storageFailure("a|b");
  f.ruleId = "R|1";
  f.message = "pipe | star *x* _u_ `code` <script>alert(1)</script> [link](http://x) ![img](y) @octocat #12 $x$ "
              "&amp; ~~s~~ \\ back\nnew line\r\n";
  r.findings.push_back(f);
  std::string md = markdownReport(r);
  INFO(md);
  CHECK_FALSE(contains(md, "<script>"));
  CHECK(contains(md, "\\<script\\>alert\\(1\\)\\</script\\>"));
  CHECK(contains(md, "\\[link\\]\\(http://x\\)"));
  CHECK(contains(md, "\\!\\[img\\]"));
  CHECK(contains(md, "@\xE2\x80\x8B" "octocat"));
  CHECK_FALSE(contains(md, "@octocat"));
  CHECK(contains(md, "\\#\xE2\x80\x8B" "12"));
  CHECK(contains(md, "\\$x\\$ \\&amp; \\~\\~s\\~\\~ \\\\ back<br>new line<br>"));
  CHECK(contains(md, "pipe \\| star \\*x\\* \\_u\\_ \\`code\\`"));
  // Every row keeps its column count: pipes not escaped by a backslash delimit cells.
  size_t columns = 0;
  size_t start = 0;
  while (start < md.size()) {
    size_t nl = md.find('\n', start);
    std::string row = md.substr(start, nl - start);
    start = nl == std::string::npos ? md.size() : nl + 1;
    if (row.rfind("| ", 0) != 0) {
      columns = 0;
      continue;
    }
    size_t pipes = 0, backslashes = 0;
    for (char c : row) {
      if (c == '|' && backslashes % 2 == 0) ++pipes;
      backslashes = c == '\\' ? backslashes + 1 : 0;
    }
    if (columns == 0) columns = pipes;  // the header row
    INFO(row);
    CHECK(pipes == columns);
  }
  CHECK(columns == 6);
}

TEST_CASE("markdown: capped in size, with a note saying how much is left out", "[report][markdown]") {
  Report r;
  r.rules = {storageRule()};
  for (uint32_t i = 1; i <= 500; ++i) {
    Finding f = storageFailure("st" + std::to_string(i), i);
    f.message = std::string(300, 'm');
    r.findings.push_back(f);
  }
  WriteOptions o;
  o.markdownMaxBytes = 20000;
  std::string md = markdownReport(r, o);
  CHECK(md.size() <= 20000);
  size_t rows = countOf(md, "| error | PF-STORAGE-001");
  CHECK(rows > 10);
  CHECK(rows < 500);
  CHECK(contains(md, "> **Note:** " + std::to_string(500 - rows) +
                         " of 500 findings are not shown: this comment is limited to 20000 bytes."));
  CHECK(contains(md, "| PF-STORAGE-001 Azure.Storage.SecureTransfer | error | 500 |"));  // the summary is complete
  // The default cap keeps a comment under GitHub's 65,536 characters.
  CHECK(markdownReport(r).size() <= 60000);
}

TEST_CASE("markdown: a very long message is cut at a character boundary", "[report][markdown][utf8]") {
  Report r;
  Finding f = storageFailure();
  f.message.clear();
  for (int i = 0; i < 2000; ++i) f.message += "\xC3\xBC";  // ü
  r.findings.push_back(f);
  std::string md = markdownReport(r);
  CHECK(pf::utf8::sanitize(md) == md);  // still valid UTF-8
  CHECK(contains(md, "\xC3\xBC\xE2\x80\xA6<br>**Recommendation:**"));
  CHECK(md.size() < 3000);
}
