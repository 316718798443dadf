#include "policy/effects/if_not_exists.hpp"

#include "policy/diagnostics.hpp"

namespace pf::policy {

namespace {

std::vector<std::string_view> segments(std::string_view s) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (;;) {
    size_t i = s.find('/', start);
    out.push_back(s.substr(start, i == std::string_view::npos ? std::string_view::npos : i - start));
    if (i == std::string_view::npos) break;
    start = i + 1;
  }
  return out;
}

size_t countProviders(std::string_view id) {
  size_t n = 0;
  std::string lower = toLowerAscii(id);
  for (size_t i = lower.find("/providers/"); i != std::string::npos; i = lower.find("/providers/", i + 1)) ++n;
  return n;
}

// "/subscriptions/s/resourceGroups/rg" of an id (lower case), or "" when it has none.
std::string groupOf(std::string_view id) {
  std::vector<std::string_view> s = segments(id);
  if (s.size() >= 5 && iequals(s[1], "subscriptions") && iequals(s[3], "resourceGroups"))
    return toLowerAscii(std::string("/subscriptions/") + std::string(s[2]) + "/resourcegroups/" + std::string(s[4]));
  return "";
}

std::string subscriptionOf(std::string_view id) {
  std::vector<std::string_view> s = segments(id);
  if (s.size() >= 3 && iequals(s[1], "subscriptions")) return toLowerAscii(s[2]);
  return "";
}

const std::string* stringMember(const Value& v, std::string_view key) {
  const Value* m = v.isObject() ? v.get(key) : nullptr;
  return m && m->isString() ? &m->str() : nullptr;
}

}  // namespace

bool relatedNameMatches(const std::string& name, const PolicyResource& candidate) {
  if (name.find('/') == std::string::npos) return name == "?" || iequals(name, candidate.name);
  std::vector<std::string_view> want = segments(name);
  std::vector<std::string_view> have = segments(candidate.fullName);
  if (want.size() != have.size()) return false;
  for (size_t i = 0; i < want.size(); ++i)
    if (want[i] != "?" && !iequals(want[i], have[i])) return false;
  return true;
}

IfNotExistsResult findRelated(const RelatedResources& related, const PolicyDefinition& d, const Value& details,
                              const PolicyResource& subject, RuleEvaluator& ev) {
  IfNotExistsResult out;
  const Value* typeV = details.isObject() ? details.get("type") : nullptr;
  if (!typeV || typeV->isUnknown()) {
    out.compliance = Truth::Unknown;
    out.notes.push_back("the related resource type is not known");
    return out;
  }
  if (!typeV->isString()) {
    out.error = makeError(std::string(diag::kDetails), "details.type is not a string", typeV->loc());
    return out;
  }
  const std::string& type = typeV->str();
  const Value* nameV = details.get("name");
  if (nameV && nameV->isUnknown()) {
    out.compliance = Truth::Unknown;
    out.notes.push_back("the related resource's name is not known (" + nameV->unknownData().expr + ")");
    return out;
  }
  std::string name = nameV && nameV->isString() ? nameV->str() : std::string();
  const std::string* scope = stringMember(details, "existenceScope");
  bool subscriptionWide = scope && iequals(*scope, "Subscription");
  const std::string* groupName = stringMember(details, "resourceGroupName");
  bool child = istartsWith(type, subject.type + "/");
  std::string describe = type + (name.empty() ? "" : " named '" + name + "'");

  size_t matched = 0;
  bool unknown = false;
  if (related.resources) {
    for (const PolicyResource& c : *related.resources) {
      if (!iequals(c.type, type)) continue;
      if (&c.body == &subject.body) continue;
      bool placed;
      if (countProviders(c.id) >= 2) {
        placed = !subject.id.empty() && istartsWith(c.id, subject.id + "/providers/");
      } else if (child) {
        placed = !subject.id.empty() && !c.id.empty() ? istartsWith(c.id, subject.id + "/")
                                                      : istartsWith(c.fullName, subject.fullName + "/");
      } else if (groupName) {
        placed = groupOf(c.id).empty() ? false : iendsWith(groupOf(c.id), "/" + toLowerAscii(*groupName)) &&
                                                     subscriptionOf(c.id) == subscriptionOf(subject.id);
      } else if (subscriptionWide) {
        placed = subscriptionOf(c.id) == subscriptionOf(subject.id);
      } else {
        placed = groupOf(c.id) == groupOf(subject.id);
      }
      if (!placed) continue;
      if (c.nameUnknown) {
        unknown = true;
        out.notes.push_back("a related " + type + " has a name known only at deployment");
        continue;
      }
      if (!name.empty() && !relatedNameMatches(name, c)) continue;
      ++matched;
      if (!d.existenceCondition) {
        out.compliance = Truth::True;
        out.notes.push_back("related " + type + " '" + c.fullName + "' exists");
        return out;
      }
      Result<Outcome> r = ev.evaluateOn(*d.existenceCondition, c);
      if (!r) {
        out.error = std::move(r).error();
        return out;
      }
      if (r->truth == Truth::True) {
        out.compliance = Truth::True;
        out.notes.push_back("related " + type + " '" + c.fullName + "' satisfies the existenceCondition");
        return out;
      }
      if (r->truth == Truth::Unknown) {
        unknown = true;
        out.notes.push_back("related " + type + " '" + c.fullName + "': the existenceCondition is not known");
      } else {
        std::string why = r->because.empty() ? "" : " (" + r->because.front() + ")";
        out.notes.push_back("related " + type + " '" + c.fullName + "' does not satisfy the existenceCondition" + why);
      }
    }
  }
  if (unknown) {
    out.compliance = Truth::Unknown;
    return out;
  }
  if (matched == 0) {
    if (related.complete) {
      out.compliance = Truth::False;
      out.notes.push_back("no related " + describe);
    } else {
      out.compliance = Truth::Unknown;
      out.notes.push_back("no related " + describe + " in this deployment; one may exist outside it");
    }
    return out;
  }
  // Related resources were found and none complies: another one outside the deployment could,
  // unless the name singles out the one found.
  out.compliance = related.complete || !name.empty() ? Truth::False : Truth::Unknown;
  return out;
}

}  // namespace pf::policy
