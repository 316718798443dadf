// Discovery over the quickstart corpus: every sample's azuredeploy.json is found and every
// azuredeploy.parameters.json is paired with the azuredeploy.json beside it.
#include <catch2/catch.hpp>

#include <chrono>
#include <iostream>
#include <map>
#include <set>

#include "engine/inputs/discover.hpp"
#include "tests/corpus/corpus.hpp"

using namespace pf;
using namespace pf::inputs;

namespace {

// "JSON with $schema https://host/..." → "JSON with $schema on host" for grouping.
std::string reasonGroup(const SkippedFile& s) {
  std::string group = skipReasonName(s.reason);
  if (s.reason != SkipReason::NotArmJson) return group;
  std::string detail = s.detail;
  size_t scheme = detail.find("://");
  if (scheme != std::string::npos) {
    size_t end = detail.find('/', scheme + 3);
    detail = detail.substr(0, end);
  }
  return group + " (" + detail + ")";
}

}  // namespace

TEST_CASE("discovery over the quickstart corpus", "[corpus][inputs]") {
  PF_REQUIRE_CORPUS();
  namespace fs = std::filesystem;
  fs::path root = pf::test::corpusRoot() / "quickstart";
  SourceFiles files;
  Diagnostics diags;
  auto start = std::chrono::steady_clock::now();
  Discovery d = discover({root.generic_string()}, Config{}, files, diags);
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();

  std::map<std::string, size_t> byKind, byLink, bySkip;
  size_t withParameters = 0, referenced = 0, generated = 0;
  for (const auto& u : d.units) {
    ++byKind[unitKindName(u.kind)];
    ++byLink[linkMethodName(u.link)];
    withParameters += !u.parameters.empty();
    referenced += !u.referencedBy.empty();
    generated += u.generatedByBicep;
  }
  for (const auto& s : d.skipped) ++bySkip[reasonGroup(s)];
  std::cout << "discovery over quickstart (" << ms << " ms): " << d.counts.templates << " templates, "
            << d.counts.parameterFiles << " parameter files (" << d.counts.linkedParameterFiles << " linked), "
            << d.counts.bicepFiles << " Bicep files, " << d.counts.bicepParamFiles << " .bicepparam files\n";
  std::cout << "  units: " << d.units.size() << " (" << withParameters << " with parameters, " << referenced
            << " also reached through another file, " << generated << " JSON compiled from Bicep)";
  for (const auto& [k, n] : byKind) std::cout << ", " << k << " " << n;
  std::cout << "\n  links:";
  for (const auto& [k, n] : byLink) std::cout << " " << k << " " << n;
  std::cout << "\n  analyzed through a parent (linked templates and modules): " << d.linked.size() << "\n";
  std::cout << "  skipped:\n";
  for (const auto& [k, n] : bySkip) std::cout << "    " << n << "  " << k << "\n";
  size_t warnings = 0;
  for (const auto& x : diags.items()) warnings += x.severity != Severity::Info;
  std::cout << "  diagnostics: " << diags.items().size() << " (" << warnings << " warnings or errors)\n";
  for (const auto& x : diags.items())
    if (x.severity != Severity::Info) std::cout << "    " << x.code << " " << x.message << "\n";

  CHECK_FALSE(diags.hasErrors());
  std::set<std::string> analyzed;  // as a unit's source or through a parent
  for (const auto& u : d.units) analyzed.insert(u.source);
  for (const auto& l : d.linked) analyzed.insert(l.path);
  std::set<std::pair<std::string, std::string>> pairs;
  for (const auto& u : d.units) pairs.insert({u.source, u.parameters});

  auto templates = pf::test::corpusFiles(root, "azuredeploy.json");
  auto parameterFiles = pf::test::corpusFiles(root, "azuredeploy.parameters.json");
  // The corpus README's counts: 923 sample folders, 919 with azuredeploy.parameters.json.
  PF_REQUIRE_CORPUS_INPUTS("quickstart azuredeploy.json files", templates.size(), 923);
  PF_REQUIRE_CORPUS_INPUTS("quickstart azuredeploy.parameters.json files", parameterFiles.size(), 919);
  size_t missing = 0, unpaired = 0;
  for (const auto& t : templates) {
    std::string p = t.lexically_normal().generic_string();
    if (analyzed.count(p)) continue;
    if (++missing <= 10) FAIL_CHECK("not analyzed: " << p);
  }
  for (const auto& p : parameterFiles) {
    std::string param = p.lexically_normal().generic_string();
    std::string tmpl = (p.parent_path() / "azuredeploy.json").lexically_normal().generic_string();
    if (pairs.count({tmpl, param})) continue;
    if (++unpaired <= 10) FAIL_CHECK("not paired with its azuredeploy.json: " << param);
  }
  CHECK(missing == 0);
  CHECK(unpaired == 0);
  // Every file discovery read is accounted for: a unit, analyzed through a parent, or skipped.
  CHECK(d.counts.templates + d.counts.bicepFiles >= d.linked.size());
}
