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

bool resourceMatches(std::string_view pattern, const report::Finding& f) {
  for (const auto& r : f.resources) {
    if (rules::matchesNamePattern(pattern, r.name) || rules::matchesNamePattern(pattern, r.fullyQualifiedName()))
      return true;
    if (!r.id.empty() && rules::matchesNamePattern(pattern, r.id)) return true;
  }
  return false;
}

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
      expiredReported_(config.suppressions.size(), false) {}

std::optional<report::Suppression> Suppressor::find(const report::Finding& f, const Value& target,
                                                    const std::string& sourcePath) {
  if (auto s = fromConfig(f)) return s;
  if (auto s = fromMetadata(f, target)) return s;
  return fromBicepComment(f, sourcePath);
}

std::optional<report::Suppression> Suppressor::fromConfig(const report::Finding& f) {
  for (size_t i = 0; i < config_.suppressions.size(); ++i) {
    const inputs::Suppression& s = config_.suppressions[i];
    if (!ruleMatches(s.rule, f)) continue;
    bool resourceOk = s.resources.empty();
    for (const auto& r : s.resources) resourceOk = resourceOk || resourceMatches(r, f);
    if (!resourceOk) continue;
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
