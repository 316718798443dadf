#include "engine/analyze/suppressions.hpp"

#include <filesystem>

#include "engine/core/trim.hpp"
#include "rules/name_pattern.hpp"

namespace pf::analyze {

namespace {

constexpr std::string_view kDisable = "preflight-disable-next-line";

bool ruleMatches(std::string_view pattern, const report::Finding& f) {
  return rules::matchesNamePattern(pattern, f.ruleId) || rules::matchesNamePattern(pattern, f.ruleName);
}

// The texts a suppression's resource patterns are matched against: each resource's name, full
// name and id (when it has one), as written and lower-cased (for literal patterns).
struct ResourceTexts {
  std::vector<std::string> texts, lowered;
  explicit ResourceTexts(const report::Finding& f) {
    for (const auto& r : f.resources) {
      texts.emplace_back(r.name.view());
      texts.push_back(r.fullyQualifiedName());
      if (!r.id.empty()) texts.emplace_back(r.id.view());
    }
    for (const auto& t : texts) lowered.push_back(toLowerAscii(t));
  }
};

// Whether a pattern without wildcards or escapes: it matches a text equal to it ignoring case.
bool isLiteral(std::string_view pattern) { return pattern.find_first_of("*?[`") == std::string_view::npos; }

}  // namespace

std::optional<DisableComment> parseDisableComment(std::string_view line) {
  line = trimAscii(line);
  if (line.substr(0, 2) != "//") return std::nullopt;
  line = trimAscii(line.substr(2));
  if (line.substr(0, kDisable.size()) != kDisable) return std::nullopt;
  line = line.substr(kDisable.size());
  if (!line.empty() && line.front() != ' ' && line.front() != '\t') return std::nullopt;
  DisableComment c;
  size_t dashes = line.find("--");
  if (dashes != std::string_view::npos) {
    c.justification = std::string(trimAscii(line.substr(dashes + 2)));
    line = line.substr(0, dashes);
  }
  std::string cur;
  for (char ch : line) {
    if (ch == ' ' || ch == '\t' || ch == ',') {
      if (!cur.empty()) c.rules.push_back(std::move(cur));
      cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!cur.empty()) c.rules.push_back(std::move(cur));
  return c;
}

Suppressor::Suppressor(const inputs::Config& config, std::string today, const SourceFiles& files, Diagnostics& diags,
                       std::string configShown)
    : config_(config), configShown_(configShown.empty() ? config.path : std::move(configShown)),
      today_(std::move(today)), files_(files), ids_(files), diags_(diags),
      expiredReported_(config.suppressions.size(), false) {
  rulePatterns_.reserve(config.suppressions.size());
  resourcePatterns_.reserve(config.suppressions.size());
  for (const inputs::Suppression& s : config.suppressions) {
    rulePatterns_.emplace_back(s.rule);
    ResourcePatterns& resources = resourcePatterns_.emplace_back();
    for (const auto& r : s.resources) {
      if (isLiteral(r)) resources.literal.insert(toLowerAscii(r));
      else resources.wildcards.emplace_back(r);
    }
  }
}

std::optional<report::Suppression> Suppressor::find(const report::Finding& f, const Value& target,
                                                    const std::string& sourcePath) {
  if (auto s = fromConfig(f)) return s;
  if (auto s = fromMetadata(f, target)) return s;
  return fromBicepComment(f, sourcePath);
}

std::optional<report::Suppression> Suppressor::fromConfig(const report::Finding& f) {
  if (config_.suppressions.empty()) return std::nullopt;
  std::string ruleKey = std::string(f.ruleId.view()) + '\0' + std::string(f.ruleName.view());
  auto known = byRule_.find(ruleKey);
  if (known == byRule_.end()) {
    std::vector<uint32_t> matching;
    for (size_t i = 0; i < rulePatterns_.size(); ++i)
      if (rulePatterns_[i].matches(f.ruleId, false) || rulePatterns_[i].matches(f.ruleName, false))
        matching.push_back(static_cast<uint32_t>(i));
    known = byRule_.emplace(std::move(ruleKey), std::move(matching)).first;
  }
  allowance_ += kFindingChecks;
  std::optional<ResourceTexts> texts;  // made for the first suppression that lists resources
  // Each literal looked up costs kLookupCost, each wildcard tried its pattern's and text's bytes.
  auto spend = [&](uint64_t cost) {
    if (cost > allowance_) return false;
    allowance_ -= cost;
    return true;
  };
  auto resourceOk = [&](uint32_t i) -> std::optional<bool> {
    const ResourcePatterns& rp = resourcePatterns_[i];
    if (config_.suppressions[i].resources.empty()) return true;
    if (!texts) texts.emplace(f);
    if (!rp.literal.empty())
      for (const auto& t : texts->lowered) {
        if (!spend(kLookupCost)) return std::nullopt;
        if (rp.literal.contains(t)) return true;
      }
    for (const auto& pattern : rp.wildcards)
      for (const auto& t : texts->texts) {
        if (!spend(pattern.pattern().size() + t.size() + 1)) return std::nullopt;
        if (pattern.matches(t, /*caseSensitive=*/false)) return true;
      }
    return false;
  };
  for (uint32_t i : known->second) {
    const inputs::Suppression& s = config_.suppressions[i];
    {
      auto m = resourceOk(i);
      if (!m) {
        if (!spentReported_)
          diags_.warning("CFG043",
                         "matching findings against the configuration's suppressions went past its budget (" +
                             std::to_string(kUnitChecks) + " steps a unit, and " +
                             std::to_string(kFindingChecks) +
                             " more a finding); a finding checked past it is reported as if no suppression matched",
                         config_.suppressions.front().loc);
        spentReported_ = true;
        allowance_ = 0;
        return std::nullopt;
      }
      if (!*m) continue;
    }
    if (s.expiredOn(today_)) {
      if (!expiredReported_[i]) {
        expiredReported_[i] = true;
        diags_.warning("CFG040", "the suppression of '" + s.rule + "' expired on " + s.expires +
                                     "; its findings are reported again", s.loc);
      }
      continue;
    }
    report::Suppression out;
    out.kind = report::SuppressionKind::External;
    out.justification = s.justification;
    std::string source = configShown_.empty() ? "configuration" : configShown_;
    // Written in PSRule's options file under preflight.yaml: that file, beside it.
    if (!config_.underlying.empty() && s.loc.file && files_.path(s.loc.file) == config_.underlying)
      source = (std::filesystem::path(source).parent_path() /
                std::filesystem::path(config_.underlying).filename()).generic_string();
    if (s.loc.line) source += ":" + std::to_string(s.loc.line);
    out.source = std::move(source);
    return out;
  }
  return std::nullopt;
}

std::optional<report::Suppression> Suppressor::fromMetadata(const report::Finding& f, const Value& target) {
  const Value* md = target.get("metadata");
  const Value* pre = md && md->isObject() ? md->get("preflight") : nullptr;
  const Value* list = pre && pre->isObject() ? pre->get("suppress") : nullptr;
  if (!list) return std::nullopt;
  auto make = [&](std::string justification) {
    report::Suppression s;
    s.kind = report::SuppressionKind::InSource;
    s.justification = std::move(justification);
    s.source = f.location.file + (f.location.line ? ":" + std::to_string(f.location.line) : "");
    return s;
  };
  if (list->isString() && ruleMatches(list->str(), f)) return make("");
  if (list->isArray())
    for (const Value& x : list->arr())
      if (x.isString() && ruleMatches(x.str(), f)) return make("");
  if (list->isObject())
    for (const auto& [rule, why] : list->obj())
      if (ruleMatches(rule, f)) return make(why.isString() ? why.str() : "");
  return std::nullopt;
}

std::optional<report::Suppression> Suppressor::fromBicepComment(const report::Finding& f, const std::string& path) {
  if (f.location.line < 2 || path.size() < 6 || path.compare(path.size() - 6, 6, ".bicep") != 0) return std::nullopt;
  uint32_t id = ids_.find(path);
  if (id == 0) return std::nullopt;
  // Walk up (each line is found in constant time) over the comments and decorators that belong to the declaration.
  for (uint32_t line = f.location.line - 1; line >= 1; --line) {
    std::string_view text = trimAscii(files_.lineText(id, line));
    if (auto c = parseDisableComment(text)) {
      bool all = c->rules.empty();
      bool hit = all;
      for (const auto& r : c->rules) hit = hit || ruleMatches(r, f);
      if (hit) {
        report::Suppression s;
        s.kind = report::SuppressionKind::InSource;
        s.justification = c->justification;
        s.source = f.location.file + ":" + std::to_string(line);
        return s;
      }
      continue;
    }
    if (text.empty() || text.substr(0, 2) == "//" || text.front() == '@') continue;
    break;
  }
  return std::nullopt;
}

}  // namespace pf::analyze
