#include "tests/unit/rulepack/rulepack_helpers.hpp"

#include "engine/analyze/builtin_rules.hpp"
#include "engine/expand/deployment_targets.hpp"

namespace pf::test {

std::string rulePackDir() { return std::string(PREFLIGHT_SOURCE_DIR) + "/rules/azure"; }

const RulePack& builtinPack() {
  static const RulePack pack = [] {
    RulePack p;
    // As analyze loads it: the module PSRule.Rules.Azure, compiled into the binary.
    rules::RuleSetBuilder builder(*p.files, p.diags);
    analyze::addBuiltinRules(builder);
    p.set = builder.build();
    return p;
  }();
  return pack;
}

std::vector<rules::RuleResult> evaluatePack(const Expansion& e, const rules::RuleFilter& filter) {
  Diagnostics d;
  rules::RuleSelection selection = rules::selectRules(builtinPack().set, filter, d);
  std::vector<rules::RuleResult> out;
  for (const Value& target : ruleTargets(e)) {
    auto results = rules::evaluate(selection, target);
    out.insert(out.end(), std::make_move_iterator(results.begin()), std::make_move_iterator(results.end()));
  }
  return out;
}

Expect expectationOf(const Value& target, bool* inherited) {
  if (inherited) *inherited = false;
  std::string last;
  const Value* tag = target.get("tags") ? target.get("tags")->get("expect") : nullptr;
  const Value* props = target.get("properties");
  const Value* description = props ? props->get("description") : nullptr;
  const Value* name = target.get("name");
  if (tag && tag->isString()) {
    last = toLowerAscii(tag->str());
  } else if (description && description->isString() && description->str().rfind("expect: ", 0) == 0) {
    last = toLowerAscii(description->str().substr(8));
  } else if (name && name->isString()) {
    // The name's last segment; a child whose name is fixed (blobServices/default, the scm
    // publishing policy of an app) takes its parent's ("passexample/default").
    std::string_view n = name->str();
    size_t slash = n.rfind('/');
    last = toLowerAscii(slash == std::string_view::npos ? n : n.substr(slash + 1));
    auto expects = [](const std::string& s) {
      return s.rfind("pass", 0) == 0 || s.rfind("fail", 0) == 0 || s.rfind("unknown", 0) == 0;
    };
    if (!expects(last) && slash != std::string_view::npos) {
      if (inherited) *inherited = true;
      n = n.substr(0, slash);
      slash = n.rfind('/');
      last = toLowerAscii(slash == std::string_view::npos ? n : n.substr(slash + 1));
    }
  }
  if (last.rfind("pass", 0) == 0) return Expect::Pass;
  if (last.rfind("fail", 0) == 0) return Expect::Fail;
  if (last.rfind("unknown", 0) == 0) return Expect::Inconclusive;
  return Expect::None;
}

}  // namespace pf::test
