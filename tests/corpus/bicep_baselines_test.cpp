// Compile every valid Bicep compiler baseline and compare with the official output
// (main.json, and main.symbolicnames.json with symbolic names forced), structurally and
// ignoring the generator metadata. Prints the exact-match rate and why the others differ;
// fails below a floor. PREFLIGHT_VERBOSE=1 lists every differing baseline.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <iostream>
#include <map>
#include <set>

#include "engine/bicep/compiler.hpp"
#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "tests/corpus/bicep_compare.hpp"
#include "tests/corpus/corpus.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

// Floors at the measured counts; raise them as the compiler improves. Measured with
// ./build/tests/preflight_tests "corpus: Bicep baselines compile to the official templates"
// ("main.json: exact 182/185 ..., up to resource type casing 182/185"). "Folded" counts take a
// baseline that differs only in resource type casing as matching; since the compiler writes
// the casing of the embedded Azure type index (engine/azuretypes), as Bicep does, the two are
// equal, and a gap between them would show a type the index spells differently.
constexpr size_t kValidBaselines = 185;       // folders with main.bicep and main.json
constexpr size_t kClassicFloor = 182;         // of 185 main.json
constexpr size_t kSymbolicFloor = 182;        // of 184 main.symbolicnames.json
constexpr size_t kClassicFoldedFloor = 182;   // of 185
constexpr size_t kSymbolicFoldedFloor = 182;  // of 184
constexpr size_t kInvalidBaselines = 22;      // folders with main.bicep and no main.json
constexpr size_t kQuickstartMains = 375;      // quickstart main.bicep files (the corpus README)
// Measured with ./build/tests/preflight_tests "corpus: quickstart main.bicep files compile":
// "369/375 compile without errors; 6 × BCP190" (they need the registry).
constexpr size_t kQuickstartCleanFloor = 369;

bool verbose() { return std::getenv("PREFLIGHT_VERBOSE") != nullptr; }

std::vector<fs::path> validBaselines() {
  std::vector<fs::path> out;
  fs::path root = test::corpusRoot() / "bicep-baselines";
  for (const auto& f : test::corpusFiles(root, "main.json")) {
    fs::path dir = f.parent_path();
    if (fs::exists(dir / "main.bicep")) out.push_back(dir);
  }
  return out;
}

struct Tally {
  size_t total = 0, matched = 0, matchedUpToTypeCase = 0;
  std::map<std::string, std::vector<std::string>> causes;  // why the others differ → baselines
};

bool hasCode(const Diagnostics& diags, const char* code) {
  for (const auto& d : diags.items())
    if (d.code == code) return true;
  return false;
}

// The reason a compiled baseline differs, as far as it can be told without reading it.
std::string causeOf(const bicep::CompileResult& r, const std::string& diff, const fs::path& dir) {
  if (hasCode(r.diagnostics, "BCP190")) return "needs the registry (br:/ts: modules or extensions)";
  // Bicep's own expected diagnostics list errors (InvalidLambdas_LF: 57, BCP009 among them): the
  // official compiler rejects the file too, and the main.json beside it is not its compilation.
  if (r.diagnostics.hasErrors())
    if (auto expected = readFile((dir / "main.diagnostics.bicep").string());
        expected && expected->find(" (Error)]") != std::string::npos)
      return "Bicep rejects it too (errors in its main.diagnostics.bicep); main.json is not its compilation";
  if (hasCode(r.diagnostics, "BCP091")) return "reads a file the corpus does not hold";
  if (diff.rfind("/languageVersion", 0) == 0) return "experimental language version from bicepconfig.json";
  if (r.diagnostics.hasErrors()) {
    for (const auto& d : r.diagnostics.items())
      if (d.severity == Severity::Error) return "compile error " + d.code;
  }
  return "other";
}

// The experimental features the baseline's bicepconfig.json enables (Bicep compiles with them).
std::set<std::string> experimentalFeatures(const fs::path& dir) {
  std::set<std::string> out;
  auto text = readFile((dir / "bicepconfig.json").string());
  if (!text) return out;
  Diagnostics ignored;
  auto cfg = parseJson(*text, 0, ignored);
  const Value* features = cfg ? cfg->get("experimentalFeaturesEnabled") : nullptr;
  if (features && features->isObject())
    for (const auto& [name, on] : features->obj())
      if (on.isBool() && on.asBool()) out.insert(name);
  return out;
}

// Extension names the baseline's bicepconfig.json defines (`extensions`), as the compile pipeline
// resolves them; no package is read here, so registry extensions stay untyped.
bicep::ExtensionResolver configuredExtensions(const fs::path& dir) {
  std::map<std::string, std::string> names;
  if (auto text = readFile((dir / "bicepconfig.json").string())) {
    Diagnostics ignored;
    auto cfg = parseJson(*text, 0, ignored);
    const Value* exts = cfg ? cfg->get("extensions") : nullptr;
    if (exts && exts->isObject())
      for (const auto& [name, ref] : exts->obj())
        if (ref.isString()) names[name] = ref.str();
  }
  return [names](const bicep::ExtensionRequest& req, Diagnostics&) -> std::optional<Result<bicep::SuppliedExtension>> {
    bicep::SuppliedExtension s;
    s.unavailable = "the corpus holds no extension packages";
    if (!req.reference.empty()) s.reference = req.reference;
    else if (auto it = names.find(req.name); it != names.end()) s.reference = it->second;
    else return std::nullopt;
    return Result<bicep::SuppliedExtension>(std::move(s));
  };
}

Tally compareAll(const std::vector<fs::path>& dirs, const char* expected, bool symbolic) {
  Tally t;
  for (const fs::path& dir : dirs) {
    fs::path want = dir / expected;
    if (!fs::exists(want)) continue;
    ++t.total;
    SourceFiles files;
    bicep::CompileOptions o;
    o.forceSymbolicNames = symbolic;
    o.experimentalFeatures = experimentalFeatures(dir);
    o.resolveExtension = configuredExtensions(dir);
    auto r = bicep::compileBicepFile((dir / "main.bicep").string(), files, o);
    auto wantText = readFile(want.string());
    Diagnostics jd;
    auto wantValue = wantText ? parseJson(*wantText, 0, jd) : std::nullopt;
    std::string name = fs::relative(dir, test::corpusRoot()).string();
    if (!wantValue || !r.tmpl) {
      t.causes["no output"].push_back(name);
      continue;
    }
    Value got = test::withoutGenerator(*r.tmpl), wanted = test::withoutGenerator(*wantValue);
    std::string diff = test::firstDifference(got, wanted);
    if (diff.empty()) {
      ++t.matched;
      ++t.matchedUpToTypeCase;
      continue;
    }
    auto [gotFolded, wantFolded] = test::withTypeCaseFolded(got, wanted);
    std::string foldedDiff = test::firstDifference(gotFolded, wantFolded);
    if (foldedDiff.empty()) {
      ++t.matchedUpToTypeCase;
      t.causes["resource type casing only (Bicep takes it from its type index)"].push_back(name);
      continue;
    }
    std::string cause = causeOf(r, foldedDiff, dir);
    t.causes[cause].push_back(name + ": " + foldedDiff);
    if (verbose() && cause == "other") {
      std::cout << "  MISMATCH " << name << " " << expected << ": " << foldedDiff << "\n";
    }
  }
  return t;
}

double rate(size_t n, size_t total) { return total ? double(n) / double(total) : 0; }

void report(const char* expected, const Tally& t) {
  std::cout << "  " << expected << ": exact " << t.matched << "/" << t.total << " ("
            << int(rate(t.matched, t.total) * 1000) / 10.0 << "%), up to resource type casing "
            << t.matchedUpToTypeCase << "/" << t.total << " (" << int(rate(t.matchedUpToTypeCase, t.total) * 1000) / 10.0
            << "%)\n";
  for (const auto& [cause, list] : t.causes) {
    std::cout << "    " << list.size() << " × " << cause << "\n";
    // Every baseline that is not exact is named with its cause (the first difference with
    // PREFLIGHT_VERBOSE=1).
    for (const auto& x : list) std::cout << "        " << (verbose() ? x.substr(0, 300) : x.substr(0, x.find(':'))) << "\n";
  }
}

}  // namespace

TEST_CASE("corpus: Bicep baselines compile to the official templates", "[corpus][bicep]") {
  PF_REQUIRE_CORPUS();
  auto dirs = validBaselines();
  PF_REQUIRE_CORPUS_INPUTS("valid Bicep baselines", dirs.size(), kValidBaselines);
  Tally classic = compareAll(dirs, "main.json", false);
  Tally symbolic = compareAll(dirs, "main.symbolicnames.json", true);
  std::cout << "Bicep baselines:\n";
  report("main.json", classic);
  report("main.symbolicnames.json", symbolic);
  CHECK(classic.matched >= kClassicFloor);
  CHECK(symbolic.matched >= kSymbolicFloor);
  CHECK(classic.matchedUpToTypeCase >= kClassicFoldedFloor);
  CHECK(symbolic.matchedUpToTypeCase >= kSymbolicFoldedFloor);
}

TEST_CASE("corpus: invalid Bicep baselines produce errors", "[corpus][bicep]") {
  PF_REQUIRE_CORPUS();
  fs::path root = test::corpusRoot() / "bicep-baselines";
  size_t total = 0, withErrors = 0;
  for (const auto& entry : fs::directory_iterator(root)) {
    fs::path dir = entry.path();
    if (!fs::exists(dir / "main.bicep") || fs::exists(dir / "main.json")) continue;
    ++total;
    SourceFiles files;
    auto r = bicep::compileBicepFile((dir / "main.bicep").string(), files);
    if (r.diagnostics.hasErrors()) ++withErrors;
    else std::cout << "  no errors for invalid baseline " << dir.filename().string() << "\n";
  }
  std::cout << "Invalid Bicep baselines: " << withErrors << "/" << total << " produce errors\n";
  PF_REQUIRE_CORPUS_INPUTS("invalid Bicep baselines", total, kInvalidBaselines);
  CHECK(withErrors == total);
}

// Speed is measured by bench/bicep_bench.cpp (preflight_bicep_bench), not here.
TEST_CASE("corpus: quickstart main.bicep files compile", "[corpus][bicep]") {
  PF_REQUIRE_CORPUS();
  auto mains = test::corpusFiles(test::corpusRoot() / "quickstart", "main.bicep");
  PF_REQUIRE_CORPUS_INPUTS("quickstart main.bicep files", mains.size(), kQuickstartMains);
  size_t clean = 0;
  std::map<std::string, size_t> firstErrors;
  for (const auto& f : mains) {
    SourceFiles files;
    auto r = bicep::compileBicepFile(f.string(), files);
    if (r.ok()) {
      ++clean;
      continue;
    }
    for (const auto& d : r.diagnostics.items())
      if (d.severity == Severity::Error) {
        ++firstErrors[d.code];
        break;
      }
  }
  std::cout << "Quickstart main.bicep: " << clean << "/" << mains.size() << " compile without errors";
  for (const auto& [code, n] : firstErrors) std::cout << "; " << n << " × " << code;
  std::cout << " (BCP190: a registry module, which the quickstart corpus does not restore)\n";
  CHECK(clean >= kQuickstartCleanFloor);
}
