// Azure Verified Modules (../shared/avm): (a) every module main.bicep compiles natively with no
// error; (b) every end-to-end test (tests/e2e/*/main.test.bicep) compiles and expands with no error
// diagnostic, with the values the modules' CI gives it; (c) the same test with its module path
// pointed at the module's official main.json expands to the same resources (ids, types, bodies;
// nested deployments aside, their resources included). Prints the three rates and every failure
// by cause; fails below the floors. PREFLIGHT_VERBOSE=1 lists every failure;
// PREFLIGHT_AVM_ONLY=<substring> runs only matching paths; PREFLIGHT_EQUIV_DUMP=<test folder,
// relative to the AVM root> writes both expansions to /tmp/avm_{bicep,json}.json.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>

#include <nlohmann/json.hpp>

#include "engine/compile/bicep_compile.hpp"
#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "tests/corpus/avm.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/corpus/expansion_compare.hpp"
#include "tests/corpus/quickstart_expand.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

// The corpus (see its README) and today's measured rates; raise the floors as they improve.
// Measured with ./build/tests/preflight_tests "[avm]".
constexpr size_t kModules = 395;
constexpr size_t kTests = 724;
constexpr size_t kCompileFloor = 395;
constexpr size_t kExpandFloor = 724;
constexpr size_t kEquivalentFloor = 687;

bool verbose() { return std::getenv("PREFLIGHT_VERBOSE") != nullptr; }

bool selected(const fs::path& p) {
  const char* only = std::getenv("PREFLIGHT_AVM_ONLY");
  return !only || p.string().find(only) != std::string::npos;
}

toolchain::ToolchainOptions nativeOnly() {
  toolchain::ToolchainOptions o;
  o.policy = toolchain::BicepCliPolicy::Never;
  return o;
}

// The first error: its code and the start of its message, so that failures group by cause.
std::string firstError(const Diagnostics& diags, const SourceFiles& files) {
  for (const auto& d : diags.items()) {
    if (d.severity != Severity::Error) continue;
    std::string msg = d.message.substr(0, std::min<size_t>(d.message.size(), 90));
    if (auto nl = msg.find('\n'); nl != std::string::npos) msg.resize(nl);
    std::string where = d.loc.file ? " @" + fs::path(files.path(d.loc.file)).filename().string() + ":" +
                                         std::to_string(d.loc.line)
                                   : "";
    return d.code + " " + msg + where;
  }
  return {};
}

std::string causeOf(const std::string& firstErrorText) {
  // Group by code and message, not by where.
  auto at = firstErrorText.rfind(" @");
  return at == std::string::npos ? firstErrorText : firstErrorText.substr(0, at);
}

struct Groups {
  std::map<std::string, std::vector<std::string>> byCause;
  void add(const std::string& cause, std::string item) { byCause[cause].push_back(std::move(item)); }
  size_t total() const {
    size_t n = 0;
    for (const auto& [c, l] : byCause) n += l.size();
    return n;
  }
  void print(const char* heading) const {
    if (byCause.empty()) return;
    std::cout << heading << "\n";
    std::vector<std::pair<size_t, std::string>> counts;
    for (const auto& [c, list] : byCause) counts.emplace_back(list.size(), c);
    std::sort(counts.begin(), counts.end(), [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; });
    for (const auto& [n, c] : counts) {
      std::cout << "  " << n << " × " << c << "\n";
      const auto& list = byCause.at(c);
      for (size_t i = 0; i < list.size() && (verbose() || i < 2); ++i) std::cout << "      " << list[i] << "\n";
    }
  }
};

std::string rate(size_t n, size_t of) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", of ? 100.0 * double(n) / double(of) : 0.0);
  return std::to_string(n) + "/" + std::to_string(of) + " (" + buf + ")";
}

// Deployments declared by a Bicep `module` (by their _source line), whose apiVersion each Bicep
// release chooses itself.
std::set<std::string> moduleDeployments(const test::CorpusExpansion& x) {
  std::set<std::string> out;
  std::map<std::string, uint32_t> fileIds;
  for (uint32_t id = 1; id < x.files->size(); ++id) fileIds.emplace(x.files->path(id), id);
  for (const Value& r : x.expansion.resources) {
    const Value* type = r.get("type");
    const Value* src = r.get("_source");
    const Value* id = r.get("id");
    if (!type || !src || !id || !type->isString() || !id->isString()) continue;
    if (!iequals(type->str(), "Microsoft.Resources/deployments")) continue;
    const Value* file = src->get("file");
    const Value* line = src->get("line");
    if (!file || !line || !file->isString() || !line->isInt()) continue;
    auto it = fileIds.find(file->str());
    if (it == fileIds.end()) continue;
    std::string_view text = x.files->lineText(it->second, static_cast<uint32_t>(line->asInt()));
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    if (text.rfind("module ", 0) == 0 || text.rfind("@", 0) == 0) out.insert(toLowerAscii(id->str()));
  }
  return out;
}

// The module a test deploys: the folder holding its tests/ folder.
fs::path moduleOf(const fs::path& testFile) {
  fs::path p = testFile.parent_path();
  while (!p.empty() && p.filename() != "tests") p = p.parent_path();
  return p.parent_path();
}

// Whether a template could produce `value`: as a JSON string or a quoted literal in an expression,
// anywhere but in a parameter's allowedValues (which only accept what a caller passes).
bool producesText(const nlohmann::json& j, const std::string& value) {
  if (j.is_string()) {
    const auto& s = j.get_ref<const std::string&>();
    return s == value || s.find("'" + value + "'") != std::string::npos;
  }
  if (j.is_array())
    return std::any_of(j.begin(), j.end(), [&](const nlohmann::json& x) { return producesText(x, value); });
  if (j.is_object())
    for (const auto& [k, v] : j.items())
      if (k != "allowedValues" && producesText(v, value)) return true;
  return false;
}

// An official main.json older than its main.bicep: a resource's apiVersion in the JSON that no
// Bicep file of the module declares, or a value only the Bicep side has that the module's Bicep
// writes as a literal and the JSON cannot produce. Returns the evidence, or empty.
std::string staleEvidence(const std::string& detail, const fs::path& module) {
  static const std::regex apiDiff(R"re(/apiVersion: bicep "([^"]+)" json "([^"]+)")re");
  static const std::regex onlyInBicep(R"re(: only in bicep "([^"\\]+)"$)re");
  std::smatch m;
  if (std::regex_search(detail, m, onlyInBicep)) {
    // A string value the source writes as a literal, which the official JSON cannot produce
    // because it holds no such text (virtual-machine's `diskControllerType ?? 'SCSI'`).
    std::string value = m[1].str();
    auto json = readFile((module / "main.json").string());
    if (!json) return {};
    auto parsed = nlohmann::json::parse(*json, nullptr, false);
    if (parsed.is_discarded() || producesText(parsed, value)) return {};
    for (const auto& f : test::corpusFiles(module, "*.bicep")) {
      auto text = readFile(f.string());
      if (text && text->find("'" + value + "'") != std::string::npos)
        return "the value '" + value + "' is a literal in " + fs::relative(f, module).generic_string() +
               ", which main.json has in no value or expression (at most among allowedValues)";
    }
    return {};
  }
  if (!std::regex_search(detail, m, apiDiff)) return {};
  std::string jsonVersion = m[2].str(), bicepVersion = m[1].str();
  for (const auto& f : test::corpusFiles(module, "*.bicep")) {
    auto text = readFile(f.string());
    if (text && text->find("@" + jsonVersion + "'") != std::string::npos) return {};
  }
  return "main.json has apiVersion " + jsonVersion + ", which no .bicep file of " + module.filename().string() +
         " declares (they say " + bicepVersion + ")";
}

// The registry cache holds each module's main.json as its git tag has it, where the telemetry
// deployment's name carries the placeholder '-..--..-' that publishing replaces with the version
// (so the official JSON of a module using it has e.g. '0-5-0'). Both become '<version>'. The
// module part of the name goes too: a tag's main.json may spell it otherwise than the artifact
// published under that tag (role-assignment/rg-scope 0.1.0: '\t46d3xbcp.res.authz-roleassignment_scoperg'
// in the tag, '46d3xbcp.res.authz-roleassignment_rgscope' published and embedded in the official
// main.json of azure-image-builder). The unique suffix, which expansion computes, is still compared.
std::string publishedVersionToken(const std::string& s) {
  if (s.find("46d3xbcp.") == std::string::npos) return s;
  static const std::regex token(R"(\s*46d3xbcp\.[A-Za-z0-9._-]+?\.(--------|\d+-\d+-\d+(-[A-Za-z0-9]+)?)\.)");
  return std::regex_replace(s, token, "46d3xbcp.<module>.<version>.");
}

}  // namespace

TEST_CASE("corpus: AVM module main.bicep files compile natively", "[corpus][avm]") {
  fs::path root = test::avmRoot();
  if (root.empty()) {
    PF_REQUIRE_CORPUS();  // fails in CI when ../shared is missing
    WARN("../shared/avm not found: AVM corpus test skipped (set PREFLIGHT_AVM)");
    return;
  }
  auto modules = test::avmModules(root);
  PF_REQUIRE_CORPUS_INPUTS("AVM module main.bicep files", modules.size(), kModules);
  auto start = std::chrono::steady_clock::now();
  SourceFiles files;
  compile::CompileContext ctx(files, nativeOnly());
  size_t ok = 0, tried = 0;
  Groups failures;
  for (const fs::path& m : modules) {
    if (!selected(m)) continue;
    ++tried;
    auto r = compile::compileBicep(m.string(), ctx);
    if (r.ok()) {
      ++ok;
      continue;
    }
    std::string first = firstError(r.diagnostics, files);
    failures.add(causeOf(first), fs::relative(m, root).string() + "  " + first);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "AVM main.bicep compiled natively: " << rate(ok, tried) << " in " << seconds << " s\n";
  failures.print("Compile failures, by first error:");
  if (tried == modules.size()) CHECK(ok >= kCompileFloor);
}

TEST_CASE("corpus: AVM end-to-end tests expand, and alike from the official main.json", "[corpus][avm]") {
  fs::path root = test::avmRoot();
  if (root.empty()) {
    PF_REQUIRE_CORPUS();
    WARN("../shared/avm not found: AVM corpus test skipped (set PREFLIGHT_AVM)");
    return;
  }
  auto tests = test::avmTests(root);
  PF_REQUIRE_CORPUS_INPUTS("AVM end-to-end tests", tests.size(), kTests);
  auto start = std::chrono::steady_clock::now();
  size_t tried = 0, expanded = 0, compared = 0, equivalent = 0;
  Groups notExpanded, notCompared, different, staleJson, noJson;
  for (const fs::path& t : tests) {
    if (!selected(t)) continue;
    ++tried;
    std::string name = fs::relative(t.parent_path(), root).generic_string();
    auto text = readFile(t.string());
    REQUIRE(text);

    // (b) the test as written.
    auto files = std::make_unique<SourceFiles>();
    compile::CompileContext ctx(*files, nativeOnly());
    auto compiled = compile::compileBicepSource(t.string(), *text, ctx);
    if (!compiled.ok() || !compiled.tmpl) {
      std::string first = firstError(compiled.diagnostics, *files);
      notExpanded.add("compile: " + causeOf(first), name + "  " + first);
      continue;
    }
    Value params = test::ciParameters(*compiled.tmpl);
    auto fromBicep = test::expandCorpusValue(*compiled.tmpl, std::move(files), t, params, root);
    std::string bicepError = firstError(fromBicep.expansion.diagnostics, *fromBicep.files);
    if (!fromBicep.loaded || !bicepError.empty()) {
      if (!fromBicep.loaded) bicepError = firstError(fromBicep.loadDiags, *fromBicep.files);
      notExpanded.add("expand: " + causeOf(bicepError), name + "  " + bicepError);
      continue;
    }
    ++expanded;

    // (c) the same test deploying the official main.json.
    std::vector<std::string> rewritten;
    std::string pointed = test::pointModulesAtJson(*text, t, rewritten);
    if (rewritten.empty()) {
      // The corpus leaves out main.json files over 2 MB (its README): nothing to compare with.
      noJson.add("the module's official main.json is not in the corpus (over 2 MB)", name);
      continue;
    }
    auto jsonFiles = std::make_unique<SourceFiles>();
    compile::CompileContext jsonCtx(*jsonFiles, nativeOnly());
    auto viaJson = compile::compileBicepSource(t.string(), pointed, jsonCtx);
    if (!viaJson.ok() || !viaJson.tmpl) {
      std::string first = firstError(viaJson.diagnostics, *jsonFiles);
      notCompared.add("compile with main.json: " + causeOf(first), name + "  " + first);
      continue;
    }
    auto fromJson = test::expandCorpusValue(*viaJson.tmpl, std::move(jsonFiles), t, params, root);
    std::string jsonError = firstError(fromJson.expansion.diagnostics, *fromJson.files);
    ++compared;
    if (const char* dump = std::getenv("PREFLIGHT_EQUIV_DUMP"); dump && name == dump) {
      JsonWriteOptions pretty;
      pretty.indent = 2;
      std::ofstream("/tmp/avm_bicep.json") << toJson(expansionToJson(fromBicep.expansion, *fromBicep.files), pretty);
      std::ofstream("/tmp/avm_json.json") << toJson(expansionToJson(fromJson.expansion, *fromJson.files), pretty);
      std::cout << "wrote /tmp/avm_bicep.json and /tmp/avm_json.json\n";
    }
    if (!jsonError.empty()) {
      different.add("official main.json does not expand: " + causeOf(jsonError), name + "  " + jsonError);
      continue;
    }
    test::CompareOptions cmp;
    cmp.normaliseText = publishedVersionToken;
    cmp.anyDeploymentApiVersion = true;
    cmp.moduleDeployments = moduleDeployments(fromBicep);
    for (const auto& d : moduleDeployments(fromJson)) cmp.moduleDeployments.insert(d);
    auto d = test::compareExpansions(fromBicep.expansion, fromJson.expansion, cmp);
    if (!d) {
      ++equivalent;
      continue;
    }
    if (std::string stale = staleEvidence(d->detail, moduleOf(t)); !stale.empty()) {
      staleJson.add("official main.json older than main.bicep", name + ": " + stale);
      continue;
    }
    different.add(d->category, name + ": " + d->detail);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  size_t stale = staleJson.total(), absent = noJson.total();
  std::cout << "AVM end-to-end tests expanded with no error: " << rate(expanded, tried) << "; alike from the official "
            << "main.json: " << rate(equivalent, tried - stale - absent) << " (" << compared << " compared; left out of "
            << "the rate: " << stale << " with a stale main.json, " << absent << " without one) in " << seconds << " s\n";
  notExpanded.print("Tests that do not expand, by first error:");
  notCompared.print("Tests not compared:");
  different.print("Tests that differ from the official main.json, by the member that differs first:");
  staleJson.print("Not the engine's (left out of the rate):");
  noJson.print("Nothing to compare with (left out of the rate, still counted as expanded or not):");
  if (tried == tests.size()) {
    CHECK(expanded >= kExpandFloor);
    CHECK(equivalent >= kEquivalentFloor);
  }
}
