// preflight_bench: medians for parsing, expanding and checking templates (a benchmark, not a test).
//   preflight_bench [--iterations N] FILE.json...   per-file medians of parse, parse+expand and
//                                                   parse+expand+rules (the built-in pack)
//   preflight_bench --corpus DIR                    totals over every azuredeploy.json under DIR
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "engine/expand/expand.hpp"
#include "engine/template/template_file.hpp"
#include "engine/analyze/builtin_rules.hpp"
#include "engine/expand/deployment_targets.hpp"
#include "mocks/runtime_model.hpp"
#include "rules/rule_engine.hpp"

using namespace pf;
using Clock = std::chrono::steady_clock;

namespace {

double micros(Clock::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

struct Timing {
  double parse = 0, expand = 0, rules = 0;
  size_t resources = 0;
  bool ok = false;
};

// One run: parse the text, model it, expand it with the mocks. `expandIt` false stops after parsing.
// The built-in rule pack, selected once.
const rules::RuleSelection& builtinSelection() {
  static const rules::RuleSelection selection = [] {
    SourceFiles files;
    Diagnostics diags;
    rules::RuleSetBuilder builder(files, diags);
    analyze::addBuiltinRules(builder);
    return rules::selectRules(builder.build(), {}, diags);
  }();
  return selection;
}

Timing runOnce(const std::string& path, const std::string& text, const FunctionRegistry& fns,
               const RuntimeModel& runtime, bool expandIt) {
  Timing t;
  SourceFiles files;
  Diagnostics diags;
  auto start = Clock::now();
  uint32_t id = files.add(path, text);
  auto root = parseJson(files.text(id), id, diags);
  t.parse = micros(Clock::now() - start);
  if (!root || !expandIt) {
    t.ok = root.has_value();
    return t;
  }
  auto tpl = loadTemplate(*root, diags);
  if (!tpl) return t;
  ExpandRequest req;
  req.tpl = &*tpl;
  req.templatePath = path;
  ExpandServices services{fns, files, &runtime};
  Expansion e = expand(req, services);
  t.expand = micros(Clock::now() - start);
  t.resources = e.resources.size();
  size_t results = 0;
  for (const Value& target : ruleTargets(e)) results += rules::evaluate(builtinSelection(), rules::bindTarget(target)).size();
  t.rules = micros(Clock::now() - start);
  if (results == SIZE_MAX) std::abort();  // keep the evaluation observable
  t.ok = true;
  return t;
}

int perFile(const std::vector<std::string>& paths, int iterations) {
  FunctionRegistry fns = builtinFunctions();
  mocks::MockRuntimeModel runtime;
  std::printf("%-45s %10s %14s %12s %10s\n", "template", "parse µs", "+expand µs", "+rules µs", "resources");
  for (const auto& p : paths) {
    auto text = readFile(p);
    if (!text) {
      std::fprintf(stderr, "%s\n", text.error().message.c_str());
      return 1;
    }
    std::vector<double> parse, full, checked;
    size_t resources = 0;
    for (int i = 0; i < iterations; ++i) {
      parse.push_back(runOnce(p, *text, fns, runtime, false).parse);
      Timing t = runOnce(p, *text, fns, runtime, true);
      full.push_back(t.expand);
      checked.push_back(t.rules);
      resources = t.resources;
    }
    std::printf("%-45s %10.1f %14.1f %12.1f %10zu\n", std::filesystem::path(p).filename().c_str(), median(parse),
                median(full), median(checked), resources);
  }
  return 0;
}

int corpus(const std::string& dir, int iterations) {
  FunctionRegistry fns = builtinFunctions();
  mocks::MockRuntimeModel runtime;
  std::vector<std::pair<std::string, std::string>> inputs;
  for (auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().filename() == "azuredeploy.json") {
      auto text = readFile(e.path().string());
      if (text) inputs.emplace_back(e.path().string(), std::move(text).value());
    }
  std::sort(inputs.begin(), inputs.end());
  std::vector<double> parseTotals, fullTotals, ruleTotals;
  for (int i = 0; i < iterations; ++i) {
    double parse = 0, full = 0, checked = 0;
    for (const auto& [p, text] : inputs) {
      parse += runOnce(p, text, fns, runtime, false).parse;
      Timing t = runOnce(p, text, fns, runtime, true);
      full += t.expand;
      checked += t.rules;
    }
    parseTotals.push_back(parse);
    fullTotals.push_back(full);
    ruleTotals.push_back(checked);
  }
  double mp = median(parseTotals), mf = median(fullTotals), mr = median(ruleTotals);
  std::printf("%zu templates: parse %.1f ms, parse+expand %.1f ms (%.2fx parsing), parse+expand+rules %.1f ms (%.2fx "
              "parsing), %.1f µs per template (median of %d runs)\n",
              inputs.size(), mp / 1000, mf / 1000, mf / mp, mr / 1000, mr / mp, mr / inputs.size(), iterations);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int iterations = 21;
  std::string corpusDir;
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--iterations" && i + 1 < argc) iterations = std::max(1, std::atoi(argv[++i]));
    else if (a == "--corpus" && i + 1 < argc) corpusDir = argv[++i];
    else paths.push_back(a);
  }
  if (!corpusDir.empty()) return corpus(corpusDir, iterations);
  if (paths.empty()) {
    std::fprintf(stderr, "usage: preflight_bench [--iterations N] FILE.json... | --corpus DIR\n");
    return 2;
  }
  return perFile(paths, iterations);
}
