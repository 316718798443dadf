#pragma once
// Rule results as report findings: where (the resource's declaration, relative to the analyzed
// root, in UTF-16 columns), on what (type, name, id) and why (the rule's reasons).
#include <filesystem>
#include <memory>
#include <string>
#include <unordered_map>
#include "engine/core/source_paths.hpp"
#include "report/finding.hpp"
#include "rules/rule_engine.hpp"

namespace pf::analyze {

// Paths as reports show them: relative to the analyzed root, with forward slashes.
class ReportPaths {
 public:
  ReportPaths(std::string root, const SourceFiles& files);
  std::string relative(const std::string& path) const;
  // relative(path), worked out once per file and shared by every finding in it.
  report::SharedText shared(const std::string& path);
  // The report location of `path`:`line`:`column` (a code-point column, converted to UTF-16).
  report::SourceLocation location(const std::string& path, uint32_t line, uint32_t column);

 private:
  std::string rootAbs_;
  std::filesystem::path cwd_;  // the working folder when the run started
  std::string cwdText_;        // cwd_ as a normal generic path ("" when unknown)
  const SourceFiles& files_;
  SourcePathIndex ids_;
  std::unordered_map<std::string, report::SharedText> shared_;
};

// The texts a rule gives each of its findings, made once (per worker) and shared by them all.
class RuleTexts {
 public:
  struct Texts {
    report::SharedText id, name, recommendation, synopsis;
  };
  const Texts& of(const std::shared_ptr<const rules::RuleInfo>& rule);

 private:
  // Holding the rule keeps its address from being reused by another.
  std::unordered_map<const rules::RuleInfo*, std::pair<std::shared_ptr<const rules::RuleInfo>, Texts>> texts_;
};

// The texts of the resource a target is, shared by the findings of every rule run on it.
struct TargetTexts {
  report::SharedText type, name, id;
};
TargetTexts targetTexts(const rules::RuleTarget& target);

report::Level reportLevel(rules::Level level);

// `fallbackFile` locates findings whose target says nothing about its source.
report::Finding toFinding(const rules::RuleResult& result, const rules::RuleTarget& target, const TargetTexts& resource,
                          RuleTexts& rules, ReportPaths& paths, const std::string& fallbackFile);

// A deployment target's finding whose reasons are about entries of `preflight.parameters` or
// `preflight.outputs` becomes one finding per parameter or output, located at its declaration.
// Other findings come back unchanged (as the only element).
std::vector<report::Finding> splitByDeclaration(report::Finding f, const rules::RuleResult& result,
                                                const rules::RuleTarget& target, ReportPaths& paths);

report::RuleInfo toReportRule(const rules::RuleInfo& rule, rules::Level effectiveLevel);

}  // namespace pf::analyze
