#include "contract/check_log.hpp"

#include <algorithm>

#include "report/fingerprint.hpp"

namespace pf::contract {

void CheckLog::checked(Rule rule, Operation op) { checked_.emplace(op, rule); }

void CheckLog::violation(Violation v) {
  checked(v.rule, v.operation);
  for (const Violation& seen : violations_)
    if (seen.rule == v.rule && seen.operation == v.operation && seen.subject == v.subject) return;
  violations_.push_back(std::move(v));
}

void CheckLog::skipped(Operation op, std::string reason) { skipped_.emplace_back(op, std::move(reason)); }

bool CheckLog::violated(Rule rule, Operation op) const {
  return std::any_of(violations_.begin(), violations_.end(),
                     [&](const Violation& v) { return v.rule == rule && v.operation == op; });
}

std::string violationMessage(const Violation& v) {
  std::string s = operationName(v.operation);
  if (!v.step.empty()) s += " (" + v.step + ")";
  s += ": " + v.subject + ": expected " + v.expected + "; got " + v.actual;
  return s;
}

namespace {

report::ResourceRef operationRef(Operation op, const std::string& extensionVersion) {
  report::ResourceRef r;
  r.name = operationName(op);
  r.id = "POST /" + extensionVersion + "/resource/" + operationName(op);
  return r;
}

}  // namespace

report::Report CheckLog::toReport(const std::string& inputFile, const std::string& extensionVersion) const {
  report::Report rep;
  for (const RuleSpec& spec : allRules()) rep.rules.push_back(ruleInfo(spec));
  auto base = [&](const RuleSpec& spec, Operation op) {
    report::Finding f;
    f.ruleId = spec.id;
    f.ruleName = spec.name;
    f.level = spec.level;
    f.recommendation = spec.recommendation;
    f.location.file = inputFile;
    f.resources.push_back(operationRef(op, extensionVersion));
    return f;
  };
  for (const Violation& v : violations_) {
    const RuleSpec& spec = ruleSpec(v.rule);
    report::Finding f = base(spec, v.operation);
    f.outcome = report::Outcome::Fail;
    if (v.level) f.level = *v.level;
    f.message = violationMessage(v);
    f.messageKey = v.subject;
    rep.findings.push_back(std::move(f));
  }
  for (const auto& [op, rule] : checked_) {
    if (violated(rule, op)) continue;
    const RuleSpec& spec = ruleSpec(rule);
    report::Finding f = base(spec, op);
    f.outcome = report::Outcome::Pass;
    f.message = std::string(operationName(op)) + ": " + std::string(spec.name) + " holds";
    rep.findings.push_back(std::move(f));
  }
  report::assignFingerprints(rep.findings);
  rep.summary.filesAnalyzed = 1;
  for (const auto& [op, reason] : skipped_) rep.summary.skipped.push_back({operationName(op), reason});
  return rep;
}

}  // namespace pf::contract
