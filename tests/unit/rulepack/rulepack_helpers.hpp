#pragma once
// Helpers for the built-in rule pack tests: load rules/azure once, expand example templates
// with the mocks' runtime model and evaluate the pack over the expansion's rule targets.
#include <memory>
#include <string>
#include <vector>

#include "engine/expand/expand.hpp"
#include "rules/rule_engine.hpp"
#include "rules/rule_set.hpp"

namespace pf::test {

struct RulePack {
  std::unique_ptr<SourceFiles> files = std::make_unique<SourceFiles>();
  Diagnostics diags;
  rules::RuleSet set;
};

// <source>/rules/azure
std::string rulePackDir();
// The built-in pack, loaded once for the test run.
const RulePack& builtinPack();

// Results of the pack's rules (narrowed by `filter`) over every rule target of `e`.
std::vector<rules::RuleResult> evaluatePack(const Expansion& e, const rules::RuleFilter& filter = {});

// What an example template expects of a target: its tag `expect` ("pass", "fail", "unknown"),
// else a properties.description "expect: <word>" (for resources without tags), else its name's
// last segment starting with "pass", "fail" or "unknown" (else a child takes its parent's, for
// children whose names are fixed: "passexample/default"); otherwise nothing.
enum class Expect { None, Pass, Fail, Inconclusive };
// `inherited` (when given) says whether the expectation came from the parent's name segment; such
// a child is only held to it by rules that apply to it.
Expect expectationOf(const Value& target, bool* inherited = nullptr);

}  // namespace pf::test
