#include "help/rule_doc.hpp"

#include <filesystem>

#include "engine/analyze/builtin_help.hpp"
#include "help/arm_example.hpp"
#include "help/rule_checks.hpp"
#include "rules/detail/catalog.hpp"

namespace pf::help {

namespace fs = std::filesystem;

namespace {

std::string serviceOf(std::string_view name) {
  size_t a = name.find('.');
  if (a == std::string_view::npos) return {};
  size_t b = name.find('.', a + 1);
  if (b == std::string_view::npos) return {};
  return std::string(name.substr(a + 1, b - a - 1));
}

bool isYamlFile(std::string_view path) {
  return path.ends_with(".yaml") || path.ends_with(".yml") || path.ends_with(".YAML") || path.ends_with(".YML");
}

// PSRule's place for the help of a rule from a file: `<folder>/<culture>/<name>.md`.
std::optional<rules::RuleHelp> helpBeside(const std::string& ruleFile, const std::string& name, SourceFiles& files,
                                          Diagnostics& diags, const FileAccessPolicy& access) {
  fs::path folder = fs::path(ruleFile).parent_path();
  for (const char* culture : {"en", "en-US"}) {
    fs::path page = folder / culture / (name + ".md");
    std::error_code ec;
    if (!fs::is_regular_file(page, ec)) continue;
    auto text = access.read(page.string());
    if (!text) {
      diags.add(text.error().toDiagnostic(Severity::Warning));
      return std::nullopt;
    }
    uint32_t id = files.add(page.string(), *text);
    return rules::parseRuleHelp(files.text(id), id, diags);
  }
  return std::nullopt;
}

}  // namespace

long findRuleIndex(const rules::RuleSelection& selection, std::string_view nameOrRef) {
  auto found = selection.ruleSet().findRule(nameOrRef);
  if (!found) return -1;
  const auto& defs = selection.ruleSet().catalog().rules;
  for (size_t i = 0; i < defs.size(); ++i)
    if (defs[i].info == found) return static_cast<long>(i);
  return -1;
}

RuleDoc describeRule(const rules::RuleSelection& selection, size_t ruleIndex, SourceFiles& files, Diagnostics& diags,
                     const DescribeOptions& options) {
  const rules::detail::RuleDef& def = selection.ruleSet().catalog().rules.at(ruleIndex);
  const rules::RuleInfo& info = *def.info;
  RuleDoc doc;
  doc.id = info.id();
  doc.name = info.name;
  // The rule's `service` tag names the service (the built-in pack tags every rule); without one,
  // the name's middle part does. The tag is not repeated among the tags.
  const Value* serviceTag = info.tags.find("service");
  doc.service = serviceTag && serviceTag->isString() && !serviceTag->str().empty() ? serviceTag->str()
                                                                                  : serviceOf(info.name);
  doc.synopsis = info.synopsis;
  doc.helpUri = info.helpUri;
  doc.description = info.description != info.synopsis ? info.description : std::string();
  doc.recommendation = info.recommend;
  doc.types = def.types;
  rules::Level level = info.level;
  doc.selected = false;
  for (const auto& e : selection.entries())
    if (e.rule == ruleIndex) {
      level = e.level;
      doc.selected = true;
    }
  doc.level = rules::levelName(level);
  for (const auto& [k, v] : info.tags)
    if (!(serviceTag && iequals(k, "service"))) doc.tags.emplace_back(k, v.isString() ? v.str() : std::string());
  bool builtin = analyze::isBuiltinRule(info, files);
  std::string file = info.loc.file ? files.path(info.loc.file) : std::string();
  doc.source = builtin ? "built-in" : file;
  if (info.loc.file && isYamlFile(file)) doc.checks = specExcerpt(files.text(info.loc.file), info.loc.line);
  if (!info.helpUri.empty()) doc.links.push_back({"Reference", info.helpUri});

  std::optional<rules::RuleHelp> help = builtin ? analyze::builtinRuleHelp(info.name, files, diags)
                                        : file.empty() ? std::nullopt
                                                       : helpBeside(file, info.name, files, diags, options.access);
  if (!help) return doc;
  if (doc.synopsis.empty()) doc.synopsis = help->synopsis;
  if (!help->description.empty()) doc.description = help->description;
  if (doc.recommendation.empty()) doc.recommendation = help->recommendation;
  doc.notes = help->notes;
  doc.bicepExample = help->bicepExample;
  doc.exampleFiles = help->exampleFiles;
  doc.armExample = help->armExample;
  if (doc.armExample.empty() && !doc.bicepExample.empty() && options.compileExamples) {
    auto arm = armExample(doc.bicepExample, doc.exampleFiles);
    if (arm)
      doc.armExample = std::move(arm).value();
    else
      diags.warning(arm.error().code, "the Bicep example of " + info.name + " does not compile: " + arm.error().message);
  }
  for (auto& link : help->links)
    if (link.url != info.helpUri) doc.links.push_back(std::move(link));
  if (!help->onlineVersion.empty() && help->onlineVersion != info.helpUri)
    doc.links.push_back({"Online version", help->onlineVersion});
  return doc;
}

std::vector<RuleDoc> describeSelection(const rules::RuleSelection& selection, SourceFiles& files, Diagnostics& diags,
                                       const DescribeOptions& options) {
  std::vector<RuleDoc> out;
  for (const auto& e : selection.entries()) out.push_back(describeRule(selection, e.rule, files, diags, options));
  return out;
}

}  // namespace pf::help
