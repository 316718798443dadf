#include "help/diagnostic_writers.hpp"

#include "engine/core/json.hpp"
#include "report/detail/escape.hpp"

namespace pf::help {

using report::detail::markdownEscape;

namespace {

constexpr std::string_view kBicepDocs = "https://learn.microsoft.com/azure/azure-resource-manager/bicep/bicep-core-diagnostics";

bool isBicepCode(std::string_view code) { return code.starts_with("BCP") && !code.starts_with("BCPPF"); }

Value entryValue(const DiagnosticInfo& d, const DiagnosticTable& t) {
  Object o;
  o.append("code", std::string(d.code));
  o.append("severity", severityName(d.severity));
  o.append("phase", std::string(t.phase));
  o.append("folder", std::string(t.folder));
  o.append("meaning", std::string(d.meaning));
  o.append("fix", std::string(d.fix));
  if (isBicepCode(d.code)) o.append("bicepDocumentation", std::string(kBicepDocs));
  return Value(std::move(o));
}

std::string pretty(const Value& v) {
  JsonWriteOptions wo;
  wo.indent = 2;
  return toJson(v, wo) + "\n";
}

// Markdown's heading anchor for a table: GitHub lowercases and turns spaces into '-'.
std::string anchor(const DiagnosticTable& t) {
  std::string out;
  for (char c : std::string(t.prefix) + " " + std::string(t.phase)) {
    if (c >= 'A' && c <= 'Z') out += static_cast<char>(c - 'A' + 'a');
    else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') out += c;
    else if (c == ' ') out += '-';
  }
  return out;
}

}  // namespace

std::string diagnosticText(const CatalogEntry& e) {
  std::string out = std::string(e.info.code) + " (" + severityName(e.info.severity) + ") - " + std::string(e.table.phase) +
                    " [" + std::string(e.table.folder) + "]\n";
  out += std::string(e.info.meaning) + "\n\nHow to fix it:\n  " + std::string(e.info.fix) + "\n";
  if (isBicepCode(e.info.code)) out += "\nThis is Bicep's own code; Microsoft documents it at " + std::string(kBicepDocs) + "\n";
  return out;
}

std::string diagnosticJson(const CatalogEntry& e) { return pretty(entryValue(e.info, e.table)); }

std::string diagnosticMarkdown(const CatalogEntry& e) {
  std::string out = "## " + std::string(e.info.code) + "\n\n";
  out += "| | |\n| --- | --- |\n| severity | " + std::string(severityName(e.info.severity)) + " |\n| phase | " +
         markdownEscape(e.table.phase) + " (`" + std::string(e.table.folder) + "`) |\n\n";
  out += markdownEscape(e.info.meaning) + "\n\n**How to fix it:** " + markdownEscape(e.info.fix) + "\n";
  if (isBicepCode(e.info.code)) out += "\nBicep's own code: [Bicep core diagnostics](" + std::string(kBicepDocs) + ").\n";
  return out;
}

std::string diagnosticsListText(const std::vector<DiagnosticTable>& tables) {
  std::string out;
  size_t n = 0;
  for (const DiagnosticTable& t : tables)
    for (const DiagnosticInfo& d : t.rows) {
      std::string code(d.code);
      code.resize(std::max<size_t>(code.size(), 8), ' ');
      std::string sev = severityName(d.severity);
      sev.resize(std::max<size_t>(sev.size(), 8), ' ');
      out += code + sev + std::string(d.meaning) + "\n";
      ++n;
    }
  out += std::to_string(n) + " codes; `preflight explain CODE` says how to fix one\n";
  return out;
}

std::string diagnosticsListJson(const std::vector<DiagnosticTable>& tables) {
  Array codes;
  for (const DiagnosticTable& t : tables)
    for (const DiagnosticInfo& d : t.rows) codes.push_back(entryValue(d, t));
  return pretty(Value(Object{{"diagnostics", Value(std::move(codes))}}));
}

std::string diagnosticsMarkdown(const std::vector<DiagnosticTable>& tables) {
  size_t n = 0;
  for (const DiagnosticTable& t : tables) n += t.rows.size();
  std::string out =
      "# Diagnostic codes\n\n"
      "<!-- Generated from the diagnostics tables (<phase folder>/diagnostic_codes.cpp) by\n"
      "     `preflight docs docs`; tests/unit/help/docs_current_test.cpp fails when it is stale. -->\n\n"
      "Every code preflight reports (" + std::to_string(n) +
      " in all), by the phase that reports it. The prefix names the phase; numbers are never reused. "
      "`preflight explain CODE` prints one entry. `BCPnnn` codes are the official Bicep compiler's codes "
      "for the same condition, so `#disable-next-line BCPnnn` comments and "
      "[Microsoft's pages](" + std::string(kBicepDocs) + ") apply to them; `BCPPFnn` codes are preflight's own.\n\n"
      "The severity is the usual one; the meaning says when a code is reported at another. In `preflight analyze`, "
      "errors and warnings about a template are findings of the `Azure.Template.*` rules and problems of "
      "`preflight.yaml` and rule files are findings of `Azure.Preflight.Configuration` "
      "([rules](rules/README.md)).\n\n";
  for (const DiagnosticTable& t : tables)
    out += "- [" + std::string(t.prefix) + " " + std::string(t.phase) + "](#" + anchor(t) + ")\n";
  for (const DiagnosticTable& t : tables) {
    out += "\n## " + std::string(t.prefix) + " " + std::string(t.phase) + "\n\n";
    out += "Reported by `" + std::string(t.folder) + "`.\n\n";
    out += "| code | severity | meaning | how to fix |\n| --- | --- | --- | --- |\n";
    for (const DiagnosticInfo& d : t.rows)
      out += "| " + std::string(d.code) + " | " + severityName(d.severity) + " | " + markdownEscape(d.meaning) + " | " +
             markdownEscape(d.fix) + " |\n";
  }
  return out;
}

}  // namespace pf::help
