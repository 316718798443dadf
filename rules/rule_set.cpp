#include "rules/rule_set.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/core/file_access.hpp"
#include "engine/core/json.hpp"
#include "rules/detail/catalog.hpp"
#include "rules/detail/rule_diagnostics.hpp"
#include "rules/detail/yaml_reader.hpp"
#include "rules/packed_documents.hpp"

namespace pf::rules {

using detail::Catalog;

namespace {

constexpr size_t kMaxRuleFileBytes = 8u * 1024 * 1024;

bool isJsonPath(std::string_view path) { return iendsWith(path, ".json") || iendsWith(path, ".jsonc"); }

}  // namespace

bool isScriptRuleFileName(std::string_view name) { return name.size() > 9 && iendsWith(name, ".Rule.ps1"); }

bool isRuleFileName(std::string_view name) {
  for (std::string_view ext : {".Rule.yaml", ".Rule.yml", ".Rule.json", ".Rule.jsonc"})
    if (name.size() > ext.size() && iendsWith(name, ext)) return true;
  return false;
}

RuleSet::RuleSet() : catalog_(std::make_shared<const Catalog>()) {}

std::vector<std::shared_ptr<const RuleInfo>> RuleSet::rules() const {
  std::vector<std::shared_ptr<const RuleInfo>> out;
  for (const auto& r : catalog_->rules) out.push_back(r.info);
  return out;
}

size_t RuleSet::size() const { return catalog_->rules.size(); }

std::shared_ptr<const RuleInfo> RuleSet::findRule(std::string_view nameOrRef) const {
  for (const auto& r : catalog_->rules) {
    if (iequals(r.info->name, nameOrRef) || (!r.info->ref.empty() && iequals(r.info->ref, nameOrRef))) return r.info;
    for (const auto& a : r.info->aliases)
      if (iequals(a, nameOrRef)) return r.info;
  }
  return nullptr;
}

std::vector<std::string> RuleSet::selectorNames() const {
  std::vector<std::string> out;
  for (const auto& s : catalog_->selectors) out.push_back(s.name);
  return out;
}

std::vector<std::string> RuleSet::moduleNames() const {
  std::vector<std::string> out;
  for (const auto& r : catalog_->rules)
    if (!r.info->module.empty() && std::find(out.begin(), out.end(), r.info->module) == out.end())
      out.push_back(r.info->module);
  return out;
}

std::vector<std::string> RuleSet::baselineNames() const {
  std::vector<std::string> out;
  for (const auto& b : catalog_->baselines) out.push_back(b.name);
  return out;
}

RuleSetBuilder::RuleSetBuilder(SourceFiles& files, Diagnostics& diags)
    : files_(files), diags_(diags), catalog_(std::make_unique<Catalog>()) {}

RuleSetBuilder::~RuleSetBuilder() = default;

void RuleSetBuilder::addPath(const std::string& path, const FileAccessPolicy& access, const std::string& module) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    if (auto refused = access.listFiles(path); !refused && refused.error().code == "IO010") {
      diags_.error(detail::codes::kRead, "cannot load rules: " + refused.error().message);
      return;
    }
    std::vector<std::string> found, scripts;
    for (auto it = fs::recursive_directory_iterator(path, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      std::error_code ec2;
      if (it->is_directory(ec2)) continue;
      std::string name = it->path().filename().string();
      if (isRuleFileName(name)) found.push_back(it->path().string());
      else if (isScriptRuleFileName(name)) scripts.push_back(it->path().string());
    }
    if (ec) diags_.error(detail::codes::kRead, "cannot list the rule folder '" + path + "': " + ec.message());
    std::sort(found.begin(), found.end());
    std::sort(scripts.begin(), scripts.end());
    for (const auto& f : scripts) noteScriptFile(f);
    for (const auto& f : found) readFile(f, access, module);
    return;
  }
  if (isScriptRuleFileName(fs::path(path).filename().string())) return noteScriptFile(path);
  readFile(path, access, module);
}

void RuleSetBuilder::noteScriptFile(const std::string& path) {
  diags_.warning(detail::codes::kNoEffect,
                 "the PowerShell rule file '" + path + "' is not run: preflight runs YAML and JSON rules (*.Rule.yaml, "
                 "*.Rule.jsonc); its rules are not checked");
}

void RuleSetBuilder::readFile(const std::string& path, const FileAccessPolicy& access, const std::string& module) {
  FileAccessPolicy limited = access;
  limited.setMaxBytes(std::min(access.maxBytes(), kMaxRuleFileBytes));
  auto text = limited.read(path);
  if (!text) {
    diags_.error(detail::codes::kRead, "cannot load rules: " + text.error().message);
    return;
  }
  addText(path, std::move(*text), module);
}

void RuleSetBuilder::addText(std::string path, std::string text, const std::string& module) {
  uint32_t id = files_.add(path, std::move(text));
  const std::string& stored = files_.text(id);
  if (isJsonPath(path)) {
    const std::vector<std::string_view> lines = detail::splitLines(stored);
    auto root = parseJson(stored, id, diags_);
    if (!root) return;
    std::vector<Value> docs;
    if (root->isArray()) docs = root->arr();
    else docs.push_back(*root);
    for (const Value& doc : docs) {
      uint32_t first = doc.loc().line;
      const Value* api = doc.get("apiVersion");
      std::string synopsis = detail::synopsisAbove(lines, first, true);
      if (synopsis.empty() && api) synopsis = detail::synopsisWithin(lines, first, api->loc().line);
      detail::addDocument(doc, synopsis, module, *catalog_, diags_);
    }
    return;
  }
  addYaml(id, module);
}

void RuleSetBuilder::addYaml(uint32_t fileId, const std::string& module) {
  for (const ParsedDocument& d : readYamlRuleDocuments(files_.text(fileId), fileId, diags_))
    detail::addDocument(d.doc, d.synopsis, module, *catalog_, diags_);
}

void RuleSetBuilder::addPacked(std::string path, std::string text, std::string_view packed, const std::string& module) {
  uint32_t id = files_.add(std::move(path), std::move(text));
  auto docs = unpackDocuments(packed, id);
  if (!docs) return addYaml(id, module);
  // Packs are made at build time from the built-in rules, whose patterns a test compiles from
  // their YAML: here they compile when first searched, so a run pays only for those it uses.
  struct Deferring {
    detail::RegexCache& cache;
    explicit Deferring(detail::RegexCache& c) : cache(c) { cache.defer = true; }
    ~Deferring() { cache.defer = false; }
  } deferring(catalog_->regexes);
  for (const ParsedDocument& d : *docs) detail::addDocument(d.doc, d.synopsis, module, *catalog_, diags_);
}

RuleSet RuleSetBuilder::build() {
  detail::finishCatalog(*catalog_, diags_);
  RuleSet set;
  set.catalog_ = std::shared_ptr<const Catalog>(std::move(catalog_));
  catalog_ = std::make_unique<Catalog>();
  return set;
}

RuleSet loadRules(const std::vector<std::string>& paths, SourceFiles& files, Diagnostics& diags) {
  RuleSetBuilder b(files, diags);
  for (const auto& p : paths) b.addPath(p);
  return b.build();
}

}  // namespace pf::rules
