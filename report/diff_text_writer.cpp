// `preflight diff --format text`: one block per deployment, one line per changed resource and
// property, marked as Azure's what-if marks them (+ create, - delete, ~ modify) and "?" for a
// value known only after deployment. Every text from the repository goes through terminalSafe.
#include "report/detail/diff_values.hpp"
#include "report/detail/escape.hpp"
#include "report/diff_writers.hpp"

namespace pf::report {

using detail::terminalSafe;

namespace {

constexpr size_t kMaxValue = 400;  // per value shown; the JSON report has them whole

struct Paint {
  bool on;
  std::string operator()(const char* code, std::string_view s) const {
    if (!on) return std::string(s);
    return "\x1b[" + std::string(code) + "m" + std::string(s) + "\x1b[0m";
  }
};

const char* colourOf(diff::Change c) {
  switch (c) {
    case diff::Change::Create: return "32";   // green
    case diff::Change::Delete: return "31";   // red
    case diff::Change::Modify: return "35";   // magenta, as what-if
    case diff::Change::Unknown: return "36";  // cyan
    case diff::Change::NoChange: return "2";
  }
  return "2";
}

std::string where(const diff::ResourceChange& r) {
  auto at = [](const diff::SourceRef& s) { return s.file + (s.line ? ":" + std::to_string(s.line) : ""); };
  if (r.headSource) return at(*r.headSource);
  if (r.baseSource) return "was " + at(*r.baseSource);
  return {};
}

void property(std::string& out, const Paint& paint, const diff::PropertyChange& p) {
  std::string path = p.path.empty() ? "(resource)" : p.path;
  std::string line = std::string(detail::changeSymbol(p.change)) + " " + terminalSafe(path) + ": " +
                     terminalSafe(detail::changeText(p, kMaxValue));
  out += "      " + paint(colourOf(p.change), line) + "\n";
}

void findings(std::string& out, const Paint& paint, const char* colour, const char* what,
              const std::vector<diff::FindingRef>& list) {
  for (const auto& f : list)
    out += "      " +
           paint(colour, std::string(what) + " " + terminalSafe(f.level) + " " + terminalSafe(f.rule) + ": " +
                             terminalSafe(f.message)) +
           "\n";
}

}  // namespace

std::string diffText(const diff::DiffResult& diff, const WriteOptions& options) {
  Paint paint{options.color};
  std::string out = "preflight diff: " + terminalSafe(diff.baseRevision) + " -> " + terminalSafe(diff.headRevision) + "\n";
  for (const auto& d : diff.deployments) {
    out += "\n" + paint("1", "Deployment " + terminalSafe(detail::deploymentLabel(d)));
    std::string note = detail::renameNote(d);
    out += " (" + std::string(diff::deploymentStatusName(d.status)) + (note.empty() ? "" : ", " + terminalSafe(note)) + ")\n";
    if (d.status == diff::DeploymentStatus::Failed) {
      out += "  " + paint("31", "not compared: " + terminalSafe(d.failure)) + "\n";
      continue;
    }
    for (const auto& e : d.errors) out += "  " + paint("31", "error " + terminalSafe(e)) + "\n";
    for (const auto& r : d.resources) {
      std::string head = std::string(detail::changeSymbol(r.change)) + " " + terminalSafe(r.type) + " " + terminalSafe(r.name);
      out += "  " + paint(colourOf(r.change), head);
      std::string at = where(r);
      if (!at.empty()) out += "  " + paint("2", terminalSafe(at));
      out += "\n      " + paint("2", terminalSafe(r.id)) + "\n";
      for (const auto& p : r.properties) property(out, paint, p);
      findings(out, paint, "31", "new", r.introduced);
      findings(out, paint, "32", "fixed", r.fixed);
    }
    out += "  " + detail::changeCounts(d.count(diff::Change::Create), d.count(diff::Change::Delete),
                                       d.count(diff::Change::Modify), d.count(diff::Change::Unknown), d.unchanged) + "\n";
  }
  size_t deployments = diff.deployments.size();
  out += "\nResource changes: " +
         detail::changeCounts(diff.count(diff::Change::Create), diff.count(diff::Change::Delete),
                              diff.count(diff::Change::Modify), diff.count(diff::Change::Unknown),
                              diff.count(diff::Change::NoChange), detail::failedDeployments(diff)) +
         " in " + std::to_string(deployments) + (deployments == 1 ? " deployment" : " deployments") + ".\n";
  return out;
}

}  // namespace pf::report
