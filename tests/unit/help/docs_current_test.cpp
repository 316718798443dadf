// The reference pages checked in under docs/ are what `preflight docs docs` writes today.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "engine/analyze/builtin_rules.hpp"
#include "help/docs_pages.hpp"
#include "help/rule_doc.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The first line where two texts differ, for the failure message.
std::string firstDifference(const std::string& want, const std::string& got) {
  std::istringstream a(want), b(got);
  std::string la, lb;
  for (int n = 1;; ++n) {
    bool ea = !std::getline(a, la), eb = !std::getline(b, lb);
    if (ea && eb) return "(the texts differ only in their line endings)";
    if (ea || eb || la != lb)
      return "line " + std::to_string(n) + ":\n  generated:  " + (ea ? "<end>" : la) + "\n  checked in: " + (eb ? "<end>" : lb);
  }
}

}  // namespace

TEST_CASE("docs: the checked-in reference pages are current", "[help][docs]") {
  Diagnostics diags;
  auto pages = help::generatedDocs(diags);
  CHECK(diags.empty());
  fs::path docs = fs::path(PREFLIGHT_SOURCE_DIR) / "docs";
  REQUIRE(pages.count("diagnostics.md") == 1);
  REQUIRE(pages.count("rules/README.md") == 1);
  for (const auto& [rel, text] : pages) {
    fs::path p = docs / rel;
    INFO("docs/" << rel << " is stale: run `./build/preflight docs docs` from the repository root and commit the result");
    REQUIRE(fs::exists(p));
    std::string onDisk = readText(p);
    INFO(firstDifference(text, onDisk));
    CHECK(onDisk == text);
  }
  for (const auto& e : fs::directory_iterator(docs / "rules")) {
    std::string rel = "rules/" + e.path().filename().string();
    INFO("docs/" << rel << " was not generated: its rule is gone; delete the page");
    CHECK(pages.count(rel) == 1);
  }
}

// The README's rule table (tests/unit/rulepack/rulepack_readme_test.cpp) groups the rules by their
// `service` tag; docs/rules and `preflight rules` must name the same service, and not repeat it as
// a tag.
TEST_CASE("docs: rule pages name the service the README's rule table groups by", "[help][docs]") {
  SourceFiles files;
  Diagnostics diags;
  rules::RuleSetBuilder builder(files, diags);
  analyze::addBuiltinRules(builder);
  rules::RuleSet set = builder.build();
  rules::RuleSelection selection = rules::selectRules(set, {}, diags);
  help::DescribeOptions options;
  options.compileExamples = false;
  std::vector<help::RuleDoc> docs = help::describeSelection(selection, files, diags, options);
  CHECK(diags.empty());
  REQUIRE(docs.size() == set.size());
  std::map<std::string, std::string> serviceTags;
  for (const auto& rule : set.rules())
    if (const Value* service = rule->tags.find("service")) serviceTags[rule->name] = service->str();
  for (const help::RuleDoc& doc : docs) {
    INFO(doc.name);
    REQUIRE(serviceTags.count(doc.name) == 1);
    CHECK(doc.service == serviceTags[doc.name]);
    for (const auto& [k, v] : doc.tags) CHECK(k != "service");
  }
}
