#include "policy/effects/evaluation_output.hpp"

#include "engine/core/json.hpp"

namespace pf::policy {

namespace {

Value strings(const std::vector<std::string>& v) {
  Array a;
  for (const std::string& s : v) a.push_back(Value(s));
  return Value(std::move(a));
}

}  // namespace

Value evaluationToJson(const PolicyEvaluation& e) {
  Object o;
  o.append("effect", e.effect ? Value(effectName(*e.effect)) : Value());
  o.append("details", e.effect ? e.details : Value());
  o.append("resource", e.resource);
  o.append("matched", e.matched == Truth::Unknown ? Value("unknown") : Value(e.matched == Truth::True));
  o.append("inconclusive", e.inconclusive);
  o.append("reasons", strings(e.because));
  Array changes;
  for (const Change& c : e.changes) changes.push_back(changeToJson(c));
  o.append("changes", Value(std::move(changes)));
  o.append("notes", strings(e.notes));
  if (e.error) o.append("error", Object{{"code", e.error->code}, {"message", e.error->message}});
  return Value(std::move(o));
}

std::string evaluationToText(const PolicyEvaluation& e, const std::string& resourceName) {
  std::string out;
  std::string effect = e.effect ? effectDisplayName(*e.effect) : "none";
  out += resourceName + ": " + effect;
  if (e.inconclusive) out += " (inconclusive)";
  if (e.error) out += " (evaluation failed: Azure denies the request)";
  out += "\n";
  if (e.error) out += "  error " + e.error->code + ": " + e.error->message + "\n";
  if (e.applicable == Truth::False) out += "  not applicable\n";
  else if (!e.error) out += std::string("  if: ") + truthName(e.matched) + "\n";
  for (const std::string& b : e.because) out += "    " + b + "\n";
  if (e.effect && !e.details.isNull()) out += "  details: " + toJson(e.details) + "\n";
  for (const Change& c : e.changes)
    out += "  " + c.operation + " " + c.path + ": " + (c.before.isNull() ? "(absent)" : toJson(c.before)) + " -> " +
           (c.after.isNull() ? "(removed)" : toJson(c.after)) + "\n";
  for (const std::string& n : e.notes) out += "  note: " + n + "\n";
  return out;
}

}  // namespace pf::policy
