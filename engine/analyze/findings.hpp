#pragma once
// Rule results as report findings: where (the resource's declaration, relative to the analyzed
// root, in UTF-16 columns), on what (type, name, id) and why (the rule's reasons).
#include <filesystem>
#include <memory>
#include <string>
#include <unordered_map>
#include "engine/core/source_paths.hpp"
#include "report/finding.hpp"
#include "report/utf8.hpp"
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
  // The last path shared() and location() were each asked about, with their answers: most calls
  // repeat the one before (every target of a file), and comparing a path is cheaper than hashing it.
  struct Recent {
    std::string path;
    report::SharedText text;
    uint32_t id = 0;
    size_t files = 0;  // files_.size() when `id` was found (0: not looked up); a file added later may take the path
  };

  report::SharedText lookup(const std::string& path);

  const SourceFiles& files_;
  SourcePathIndex ids_;
  // Lines longer than kIndexedLine (minified templates), indexed once for their columns.
  static constexpr size_t kIndexedLine = 512;
  std::unordered_map<uint64_t, report::Utf16Columns> longLines_;
  std::unordered_map<std::string, report::SharedText> shared_;
  Recent recentShared_, recentLocation_;
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

// The texts of the resource a target is, and where it is, shared by the findings of every rule
// run on it: worked out once per target, not per finding.
struct TargetTexts {
  report::SharedText type, name, id;
  report::SourceLocation location;  // the first source with a file, else `fallbackFile`
  std::vector<report::SourceLocation> parameterFiles;
};
// `fallbackFile` locates a target that says nothing about its source.
TargetTexts targetTexts(const rules::RuleTarget& target, ReportPaths& paths, const std::string& fallbackFile);

report::Level reportLevel(rules::Level level);

report::Finding toFinding(const rules::RuleResult& result, const rules::RuleTarget& target, const TargetTexts& resource,
                          RuleTexts& rules);

// A deployment target's finding whose reasons are about entries of `preflight.parameters` or
// `preflight.outputs` becomes one finding per parameter or output, located at its declaration.
// Other findings come back unchanged (as the only element).
std::vector<report::Finding> splitByDeclaration(report::Finding f, const rules::RuleResult& result,
                                                const rules::RuleTarget& target, ReportPaths& paths);

report::RuleInfo toReportRule(const rules::RuleInfo& rule, rules::Level effectiveLevel);

}  // namespace pf::analyze
