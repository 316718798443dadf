#include "report/detail/diff_values.hpp"

#include "engine/core/json.hpp"
#include "report/utf8.hpp"

namespace pf::report::detail {

namespace {

Value withUnknownsMarked(const Value& v) {
  if (v.isUnknown()) return Value(kKnownAfterDeployment);
  if (!v.containsUnknown()) return v;
  Value out = v;
  if (out.isObject())
    for (auto& [k, x] : out.objMut()) x = withUnknownsMarked(x);
  else if (out.isArray())
    for (auto& x : out.arrMut()) x = withUnknownsMarked(x);
  return out;
}

}  // namespace

std::string diffValueText(const Value& v, size_t maxBytes) {
  if (v.isUnknown()) return kKnownAfterDeployment;
  return truncateUtf8(toJson(withUnknownsMarked(v)), maxBytes);
}

std::string sideText(const std::optional<Value>& v, size_t maxBytes) {
  return v ? diffValueText(*v, maxBytes) : "(absent)";
}

std::string changeText(const diff::PropertyChange& p, size_t maxBytes) {
  switch (p.change) {
    case diff::Change::Create: return sideText(p.after, maxBytes);
    case diff::Change::Delete: return sideText(p.before, maxBytes);
    case diff::Change::Unknown:
      if ((!p.before || p.before->isUnknown()) && (!p.after || p.after->isUnknown())) return kKnownAfterDeployment;
      break;
    default: break;
  }
  return sideText(p.before, maxBytes) + " => " + sideText(p.after, maxBytes);
}

std::string changeCounts(size_t create, size_t remove, size_t modify, size_t unknown, size_t unchanged,
                         size_t failed) {
  std::string out;
  auto part = [&](size_t n, const std::string& what) {
    if (!n) return;
    if (!out.empty()) out += ", ";
    out += std::to_string(n) + " " + what;
  };
  part(failed, failed == 1 ? "deployment not compared (it did not expand)" : "deployments not compared (they did not expand)");
  part(create, "to create");
  part(remove, "to delete");
  part(modify, "to modify");
  part(unknown, "known after deployment");
  if (out.empty()) out = "no change";
  out += ", " + std::to_string(unchanged) + " unchanged";
  return out;
}

size_t failedDeployments(const diff::DiffResult& diff) {
  size_t n = 0;
  for (const auto& d : diff.deployments) n += d.status == diff::DeploymentStatus::Failed;
  return n;
}

std::string deploymentLabel(const diff::DeploymentDiff& d) {
  if (d.parameters.empty() || d.parameters == d.source) return d.source;
  return d.source + " with " + d.parameters;
}

std::string renameNote(const diff::DeploymentDiff& d) {
  if (!d.renamedFromSource) return {};
  std::string from = *d.renamedFromSource;
  if (d.renamedFromParameters && !d.renamedFromParameters->empty() && *d.renamedFromParameters != from)
    from += " with " + *d.renamedFromParameters;
  return "renamed from " + from;
}

const char* changeSymbol(diff::Change c) {
  switch (c) {
    case diff::Change::Create: return "+";
    case diff::Change::Delete: return "-";
    case diff::Change::Modify: return "~";
    case diff::Change::Unknown: return "?";
    case diff::Change::NoChange: return "=";
  }
  return "=";
}

}  // namespace pf::report::detail
