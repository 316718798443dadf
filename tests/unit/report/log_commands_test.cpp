// CI runners act on "##vso[...]" (Azure Pipelines), "##[...]" and "::name::" at a line's start
// (GitHub Actions) in a job's log. Text from the repository under review must never issue one,
// whatever preflight prints it through (log_commands.hpp).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <sstream>
#include <string>

#include "engine/core/json.hpp"
#include "engine/core/log_commands.hpp"
#include "engine/core/terminal_text.hpp"
#include "report/detail/escape.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;

namespace {

// Whether a line of a log would be taken as a command by either runner.
bool issuesCommand(const std::string& line) {
  static const std::regex vso("##vso\\[", std::regex::icase);
  if (std::regex_search(line, vso) || line.find("##[") != std::string::npos) return true;
  // GitHub trims white space (.NET's, NBSP and U+3000 included) before looking for "::".
  size_t i = 0;
  while (i < line.size()) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    if (c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f') ++i;
    else if (line.compare(i, 2, "\xC2\xA0") == 0) i += 2;
    else if (line.compare(i, 3, "\xE3\x80\x80") == 0) i += 3;
    else break;
  }
  return line.compare(i, 2, "::") == 0;
}

size_t commandLines(const std::string& text) {
  std::istringstream in(text);
  size_t n = 0;
  for (std::string line; std::getline(in, line);) n += issuesCommand(line);
  return n;
}

}  // namespace

TEST_CASE("log commands: the markers are found where runners look for them", "[report][log-commands]") {
  using logcmd::marks;
  CHECK(marks("##vso[task.setvariable variable=a]b", true) == std::vector<size_t>{1});
  CHECK(marks("x ##VsO[task.prependpath]/tmp", true) == std::vector<size_t>{3});
  CHECK(marks("###[error]", true) == std::vector<size_t>{2});
  CHECK(marks("::error::x", true) == std::vector<size_t>{0});
  CHECK(marks("a\n  ::add-mask::x", true) == std::vector<size_t>{4});
  CHECK(marks("a\r\n\t::x", true) == std::vector<size_t>{4});
  CHECK(marks("\xC2\xA0::x", true) == std::vector<size_t>{2});      // NBSP
  CHECK(marks("\xE3\x80\x80::x", true) == std::vector<size_t>{3});  // ideographic space
  CHECK(marks("a\xE2\x80\xA8::x", true) == std::vector<size_t>{4});  // U+2028 ends a line
  // Not at a line's start, or not a marker.
  CHECK(marks("a::b", true).empty());
  CHECK(marks("x ::y", true).empty());
  CHECK(marks("C## and ##x and #vso[", true).empty());
  CHECK(marks("::x", false).empty());  // where no line can start (a JSON string)
  CHECK(marks("##[x", false) == std::vector<size_t>{1});
}

TEST_CASE("log commands: each output escapes them in its own syntax, and reads the same", "[report][log-commands]") {
  CHECK(terminalSafe("##vso[task.setvariable variable=a]b") == "#\\x23vso[task.setvariable variable=a]b");
  CHECK(terminalSafe("name\n::error title=x::y") == "name\n\\x3a:error title=x::y");
  CHECK(terminalSafe("a\x1b[31mb") == "a\\x1b[31mb");
  CHECK(terminalSafe("evil\xE2\x80\xAEtxt.exe") == "evil\\u202etxt.exe");  // right-to-left override
  CHECK(terminalSafe("\xE2\x81\xA6x\xE2\x81\xA9") == "\\u2066x\\u2069");
  CHECK(terminalSafe("plain: text, C## and a::b") == "plain: text, C## and a::b");
  // JSON: the same string to a reader.
  std::string json;
  writeJsonString(json, "##vso[task.prependpath]/tmp ##[group]x");
  CHECK(json == "\"#\\u0023vso[task.prependpath]/tmp #\\u0023[group]x\"");
  Diagnostics d;
  auto back = parseJson(json, 0, d);
  REQUIRE(back);
  CHECK(back->str() == "##vso[task.prependpath]/tmp ##[group]x");
  // XML text and attributes.
  CHECK(report::detail::xmlEscape("a\n::x ##[y", false) == "a\n&#58;:x #&#35;[y");
  CHECK(report::detail::xmlEscape("##vso[x]", true) == "#&#35;vso[x]");
}

TEST_CASE("log commands: a pull request cannot issue one through any report or standard error",
          "[report][log-commands]") {
  test::TempDir dir;
  dir.write(".git/HEAD", "ref: refs/heads/main\n");
  dir.write("azuredeploy.json", R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0",
  "resources": [
    {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "location": "westeurope",
     "name": "##vso[task.setvariable variable=PWNED]yes", "sku": {"name": "Standard_LRS"}, "kind": "StorageV2",
     "properties": {"supportsHttpsTrafficOnly": false}},
    {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "location": "westeurope",
     "name": "::error title=forged::x", "sku": {"name": "Standard_LRS"}, "kind": "StorageV2",
     "properties": {"supportsHttpsTrafficOnly": false}}
  ]})");
  // A path with a newline and a command in it, quoted by a diagnostic and in the source line
  // shown under it.
  dir.write("main.bicep", "var x = loadTextContent('a\\n::error title=pwned::injected ##[group]x.txt')\n");
  std::string root = dir.path().string();
  for (const char* format : {"text", "json", "sarif", "junit", "markdown"}) {
    std::string out, err;
    test::runCli(std::string("analyze '") + root + "' -f " + format, &out, &err);
    INFO(format);
    CHECK(out.find("PWNED") != std::string::npos);  // the names are there...
    CHECK(commandLines(out) == 0);                  // ...but issue nothing
    CHECK(commandLines(err) == 0);
  }
  std::string out, err;
  test::runCli("build '" + root + "/main.bicep' --stdout", &out, &err);
  CHECK(err.find("pwned") != std::string::npos);
  CHECK(commandLines(err) == 0);
  test::runCli("expand '" + root + "/azuredeploy.json'", &out, &err);
  CHECK(out.find("PWNED") != std::string::npos);
  CHECK(commandLines(out) == 0);
  CHECK(commandLines(err) == 0);
  // A baseline committed in the repository, whose error quotes its text.
  std::string baseline = dir.write("baseline.json", "{\"##vso[task.setvariable variable=B]x\"");
  CHECK(test::runCli("analyze '" + root + "' --baseline '" + baseline + "'", &out, &err) == 2);
  CHECK(err.find("variable=B") != std::string::npos);
  CHECK(commandLines(err) == 0);
}

TEST_CASE("log commands: secrets are scrubbed before the escaping, which would hide them from the scrub",
          "[report][log-commands]") {
  // A value read from the environment, holding "##[" and a tab that terminalSafe rewrites, also
  // written literally in the file, on a line a diagnostic shows.
  setenv("PF_LOG_TEST_SECRET", "Pa##[ss\tw0rd-LongValue", 1);
  test::TempDir dir;
  dir.write(".git/HEAD", "ref: refs/heads/main\n");
  dir.write("main.bicep", "param p string\noutput o string = p\n");
  std::string params = dir.write("main.bicepparam",
                                 "using 'main.bicep'\nvar s = readEnvironmentVariable('PF_LOG_TEST_SECRET')\n"
                                 "param p = 'Pa##[ss\tw0rd-LongValue${nosuch}'\n");
  std::string out, err;
  CHECK(test::runCli("build-params '" + params + "' --stdout --allow-env PF_LOG_TEST_SECRET", &out, &err) == 1);
  CHECK(err.find("BCP057") != std::string::npos);
  CHECK(err.find("w0rd-LongValue") == std::string::npos);
  CHECK(commandLines(err) == 0);
  unsetenv("PF_LOG_TEST_SECRET");
}
