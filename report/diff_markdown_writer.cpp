// `preflight diff --format markdown`: a pull-request comment. A summary table (one row per
// deployment), then per deployment a Mermaid diagram of the changed resources with their
// dependsOn edges and one collapsible section per changed resource. Repository text is escaped
// for where it lands: Markdown cells, HTML in <summary>, code blocks with a fence it cannot
// close, Mermaid labels made of entity codes.
#include <algorithm>
#include <map>

#include "report/detail/diff_values.hpp"
#include "report/detail/escape.hpp"
#include "report/detail/html_inline.hpp"
#include "report/detail/mermaid.hpp"
#include "report/diff_writers.hpp"
#include "report/utf8.hpp"

namespace pf::report {

using detail::htmlInline;
using detail::markdownEscape;

namespace {

constexpr size_t kMaxValue = 300;   // per value in a diff block
constexpr size_t kMaxNodes = 40;    // per diagram; the rest is listed in the sections
constexpr size_t kReserve = 400;    // room for the truncation note

std::string codeSpan(std::string_view s) { return "<code>" + htmlInline(truncateUtf8(s, 300)) + "</code>"; }

// One line of a ```diff block: no line breaks or control characters.
std::string diffLine(std::string_view s) {
  std::string safe = detail::terminalSafe(s);
  std::replace(safe.begin(), safe.end(), '\n', ' ');
  return safe;
}

std::string propertyLine(const diff::PropertyChange& p) {
  std::string path = p.path.empty() ? "(resource)" : p.path;
  std::string value = detail::changeText(p, kMaxValue);
  // Unified-diff markers let GitHub colour the lines: "+" green, "-" red, "!" for modify.
  const char* marker = p.change == diff::Change::Create ? "+" : p.change == diff::Change::Delete ? "-"
                       : p.change == diff::Change::Modify ? "!" : "#";
  return std::string(marker) + " " + diffLine(path) + ": " + diffLine(value) + "\n";
}

std::string findingItems(const char* label, const std::vector<diff::FindingRef>& list) {
  std::string out;
  for (const auto& f : list)
    out += "- " + std::string(label) + " " + markdownEscape(f.level) + " **" + markdownEscape(f.rule) + "**: " +
           markdownEscape(truncateUtf8(f.message, 500)) + "\n";
  return out;
}

std::string resourceSection(const diff::ResourceChange& r) {
  std::string out = "<details><summary>" + std::string(detail::changeSymbol(r.change)) + " " +
                    htmlInline(diff::changeName(r.change)) + ": " + htmlInline(r.type) + " <b>" + htmlInline(r.name) +
                    "</b>";
  if (!r.introduced.empty()) out += " (" + std::to_string(r.introduced.size()) + " new finding" + (r.introduced.size() == 1 ? "" : "s") + ")";
  out += "</summary>\n\n" + codeSpan(r.id);
  if (r.headSource) out += " at " + codeSpan(r.headSource->file + ":" + std::to_string(r.headSource->line));
  else if (r.baseSource) out += " was at " + codeSpan(r.baseSource->file + ":" + std::to_string(r.baseSource->line));
  out += "\n\n";
  std::string body;
  for (const auto& p : r.properties) body += propertyLine(p);
  if (!body.empty()) {
    std::string fence = detail::codeFence(body);
    out += fence + "diff\n" + body + fence + "\n\n";
  }
  std::string items = findingItems("New:", r.introduced) + findingItems("Fixed:", r.fixed);
  if (!items.empty()) out += items + "\n";
  return out + "</details>\n\n";
}

// The changed resources as nodes, dependsOn as edges (dependent --> dependency); a dependency
// that did not change is drawn too, plainly, so the reader sees what a change hangs on.
std::string diagram(const diff::DeploymentDiff& d) {
  std::map<std::string, std::string> nodeOf;  // case-folded id -> node name
  std::string nodes, edges;
  size_t n = 0;
  auto node = [&](const std::string& id, const std::string& label, const char* cls) -> std::string {
    std::string key = toLowerAscii(id);
    auto it = nodeOf.find(key);
    if (it != nodeOf.end()) return it->second;
    std::string name = "n" + std::to_string(n++);
    nodeOf.emplace(key, name);
    nodes += "  " + name + "[\"" + detail::mermaidLabel(label) + "\"]:::" + cls + "\n";
    return name;
  };
  size_t shown = 0;
  for (const auto& r : d.resources) {
    if (shown++ == kMaxNodes) break;
    std::string shortType = r.type.substr(r.type.rfind('/') == std::string::npos ? 0 : r.type.rfind('/') + 1);
    node(r.id, std::string(detail::changeSymbol(r.change)) + " " + shortType + " " + r.name, diff::changeName(r.change));
  }
  shown = 0;
  for (const auto& r : d.resources) {
    if (shown++ == kMaxNodes) break;
    std::string from = nodeOf[toLowerAscii(r.id)];
    for (const auto& dep : r.dependsOn) {
      if (n >= kMaxNodes * 2 && !nodeOf.count(toLowerAscii(dep))) continue;
      std::string tail = dep.substr(dep.rfind("/providers/") == std::string::npos ? 0 : dep.rfind("/providers/") + 11);
      edges += "  " + from + " --> " + node(dep, tail, "unchanged") + "\n";
    }
  }
  return "```mermaid\ngraph LR\n" + nodes + edges +
         "  classDef create fill:#e6ffec,stroke:#1a7f37\n"
         "  classDef delete fill:#ffebe9,stroke:#cf222e\n"
         "  classDef modify fill:#fbefff,stroke:#8250df\n"
         "  classDef unknown fill:#ddf4ff,stroke:#0969da\n"
         "  classDef unchanged fill:#f6f8fa,stroke:#8c959f\n"
         "```\n\n";
}

std::string summaryTable(const diff::DiffResult& diff) {
  using diff::Change;
  std::string out = "| Deployment | Status | Create | Delete | Modify | Known after deployment | Unchanged |";
  out += diff.rulesChecked ? " New findings | Fixed findings |\n" : "\n";
  out += "| --- | --- | ---: | ---: | ---: | ---: | ---: |";
  out += diff.rulesChecked ? " ---: | ---: |\n" : "\n";
  for (const auto& d : diff.deployments) {
    std::string name = markdownEscape(detail::deploymentLabel(d));
    std::string note = detail::renameNote(d);
    if (!note.empty()) name += " (" + markdownEscape(note) + ")";
    out += "| " + name + " | " + diff::deploymentStatusName(d.status) + " | " + std::to_string(d.count(Change::Create)) +
           " | " + std::to_string(d.count(Change::Delete)) + " | " + std::to_string(d.count(Change::Modify)) + " | " +
           std::to_string(d.count(Change::Unknown)) + " | " + std::to_string(d.unchanged) + " |";
    if (diff.rulesChecked) {
      size_t introduced = 0, fixed = 0;
      for (const auto& r : d.resources) introduced += r.introduced.size(), fixed += r.fixed.size();
      out += " " + std::to_string(introduced) + " | " + std::to_string(fixed) + " |";
    }
    out += "\n";
  }
  return out + "\n";
}

}  // namespace

std::string diffMarkdown(const diff::DiffResult& diff, const WriteOptions& options) {
  using diff::Change;
  size_t limit = std::max<size_t>(options.markdownMaxBytes, kReserve * 4);
  std::string out = "## preflight diff: " + codeSpan(diff.baseRevision) + " → " + codeSpan(diff.headRevision) + "\n\n";
  out += "**" +
         markdownEscape(detail::changeCounts(diff.count(Change::Create), diff.count(Change::Delete),
                                             diff.count(Change::Modify), diff.count(Change::Unknown),
                                             diff.count(Change::NoChange), detail::failedDeployments(diff))) +
         "** in " + std::to_string(diff.deployments.size()) +
         (diff.deployments.size() == 1 ? " deployment" : " deployments") + ".\n\n";
  if (diff.deployments.empty()) return out;
  out += summaryTable(diff);
  size_t left = 0;
  for (const auto& d : diff.deployments) {
    if (d.resources.empty() && d.errors.empty() && d.status != diff::DeploymentStatus::Failed) continue;
    std::string section = "### " + markdownEscape(detail::deploymentLabel(d)) + "\n\n";
    for (const auto& e : d.errors) section += "- :x: " + markdownEscape(truncateUtf8(e, 1000)) + "\n";
    if (!d.errors.empty()) section += "\n";
    if (d.status == diff::DeploymentStatus::Failed) section += "Not compared: " + markdownEscape(d.failure) + "\n\n";
    else if (!d.resources.empty()) section += diagram(d);
    if (out.size() + section.size() + kReserve > limit) {
      left += d.resources.size();
      continue;
    }
    out += section;
    for (const auto& r : d.resources) {
      std::string s = resourceSection(r);
      if (out.size() + s.size() + kReserve > limit) {
        ++left;
        continue;
      }
      out += s;
    }
  }
  if (left)
    out += "_" + std::to_string(left) + " more changed resource" + (left == 1 ? " is" : "s are") +
           " not shown: the comment would be too long (see the JSON or text report)._\n";
  return out;
}

}  // namespace pf::report
