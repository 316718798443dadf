#include "engine/diff/diff_deployments.hpp"

#include <map>
#include <set>

#include "engine/diff/resource_view.hpp"
#include "engine/diff/value_diff.hpp"

namespace pf::diff {

namespace {

// A resource's key in its deployment: its id, or type/name when the id is not known; a second
// resource with the same key (Resource Manager would refuse the template) gets "#n" so none is lost.
std::vector<std::string> resourceKeys(const DeploymentInput& d) {
  std::vector<std::string> keys;
  std::map<std::string, int> seen;
  for (const Value& r : d.resources) {
    std::string k = pairingKey(r);
    if (k.empty()) k = toLowerAscii(stringMember(r, "type") + "/" + stringMember(r, "name"));
    int n = seen[k]++;
    keys.push_back(n ? k + "#" + std::to_string(n) : k);
  }
  return keys;
}

size_t sharedKeys(const DeploymentInput& a, const DeploymentInput& b) {
  std::vector<std::string> ka = resourceKeys(a), kb = resourceKeys(b);
  std::set<std::string> sa(ka.begin(), ka.end());
  size_t n = 0;
  for (const auto& k : std::set<std::string>(kb.begin(), kb.end())) n += sa.count(k);
  return n;
}

// Every compared member of a resource created or deleted, one entry per top-level member.
std::vector<PropertyChange> wholeResource(const Value& resource, bool created) {
  std::vector<PropertyChange> out;
  Value view = comparedView(resource);
  Value empty = Value::emptyObject();
  if (created) diffValues(&empty, &view, "", out);
  else diffValues(&view, &empty, "", out);
  return out;
}

ResourceChange describe(const Value& r, Change c) {
  ResourceChange rc;
  rc.id = stringMember(r, "id");
  rc.type = stringMember(r, "type");
  rc.name = stringMember(r, "name");
  rc.change = c;
  rc.dependsOn = dependenciesOf(r);
  return rc;
}

void diffResources(const DeploymentInput* base, const DeploymentInput* head, DeploymentDiff& out) {
  static const DeploymentInput none;
  const DeploymentInput& b = base ? *base : none;
  const DeploymentInput& h = head ? *head : none;
  std::vector<std::string> bk = resourceKeys(b), hk = resourceKeys(h);
  std::map<std::string, size_t> baseByKey;
  for (size_t i = 0; i < bk.size(); ++i) baseByKey.emplace(bk[i], i);
  std::vector<bool> matched(bk.size(), false);
  for (size_t i = 0; i < hk.size(); ++i) {
    const Value& r = h.resources[i];
    auto it = baseByKey.find(hk[i]);
    if (it == baseByKey.end()) {
      ResourceChange rc = describe(r, Change::Create);
      rc.properties = wholeResource(r, true);
      rc.headSource = sourceOf(r);
      out.resources.push_back(std::move(rc));
      continue;
    }
    matched[it->second] = true;
    const Value& old = b.resources[it->second];
    std::vector<PropertyChange> changes;
    Value before = comparedView(old), after = comparedView(r);
    diffValues(&before, &after, "", changes);
    if (changes.empty()) {
      ++out.unchanged;
      continue;
    }
    bool known = false;
    for (const auto& c : changes) known |= c.change != Change::Unknown;
    ResourceChange rc = describe(r, known ? Change::Modify : Change::Unknown);
    rc.properties = std::move(changes);
    rc.baseSource = sourceOf(old);
    rc.headSource = sourceOf(r);
    out.resources.push_back(std::move(rc));
  }
  for (size_t i = 0; i < bk.size(); ++i) {
    if (matched[i]) continue;
    const Value& r = b.resources[i];
    ResourceChange rc = describe(r, Change::Delete);
    rc.properties = wholeResource(r, false);
    rc.baseSource = sourceOf(r);
    out.resources.push_back(std::move(rc));
  }
}

DeploymentDiff diffPair(const DeploymentInput* base, const DeploymentInput* head) {
  DeploymentDiff d;
  const DeploymentInput& named = head ? *head : *base;
  d.source = named.source;
  d.parameters = named.parameters;
  if (base && head && (base->source != head->source || base->parameters != head->parameters)) {
    d.renamedFromSource = base->source;
    d.renamedFromParameters = base->parameters;
  }
  for (const auto& e : base ? base->errors : std::vector<std::string>{}) d.errors.push_back("at the base: " + e);
  for (const auto& e : head ? head->errors : std::vector<std::string>{}) d.errors.push_back("at the head: " + e);
  // A side that could not be expanded cannot be compared: listing its resources as all created
  // or deleted would mislead.
  std::string failure;
  if (base && !base->failure.empty()) failure = "at the base: " + base->failure;
  if (head && !head->failure.empty()) failure += (failure.empty() ? "" : "; ") + ("at the head: " + head->failure);
  if (!failure.empty()) {
    d.status = DeploymentStatus::Failed;
    d.failure = std::move(failure);
    return d;
  }
  diffResources(base, head, d);
  if (!base) d.status = DeploymentStatus::Added;
  else if (!head) d.status = DeploymentStatus::Removed;
  else d.status = d.resources.empty() ? DeploymentStatus::Unchanged : DeploymentStatus::Changed;
  return d;
}

}  // namespace

const char* changeName(Change c) {
  switch (c) {
    case Change::Create: return "create";
    case Change::Delete: return "delete";
    case Change::Modify: return "modify";
    case Change::Unknown: return "unknown";
    case Change::NoChange: return "noChange";
  }
  return "noChange";
}

const char* deploymentStatusName(DeploymentStatus s) {
  switch (s) {
    case DeploymentStatus::Added: return "added";
    case DeploymentStatus::Removed: return "removed";
    case DeploymentStatus::Changed: return "changed";
    case DeploymentStatus::Unchanged: return "unchanged";
    case DeploymentStatus::Failed: return "failed";
  }
  return "unchanged";
}

size_t DeploymentDiff::count(Change c) const {
  if (c == Change::NoChange) return unchanged;
  size_t n = 0;
  for (const auto& r : resources) n += r.change == c;
  return n;
}

size_t DiffResult::count(Change c) const {
  size_t n = 0;
  for (const auto& d : deployments) n += d.count(c);
  return n;
}

bool DiffResult::hasChanges() const {
  for (const auto& d : deployments)
    if (!d.resources.empty() || d.status == DeploymentStatus::Failed) return true;
  return false;
}

DiffResult diffSides(const SideInput& base, const SideInput& head) {
  DiffResult out;
  out.baseRevision = base.revision;
  out.headRevision = head.revision;
  const auto& bs = base.deployments;
  const auto& hs = head.deployments;
  std::vector<int> pairOf(hs.size(), -1);
  std::vector<bool> baseTaken(bs.size(), false);
  for (size_t i = 0; i < hs.size(); ++i)
    for (size_t j = 0; j < bs.size(); ++j)
      if (!baseTaken[j] && bs[j].source == hs[i].source && bs[j].parameters == hs[i].parameters) {
        pairOf[i] = static_cast<int>(j);
        baseTaken[j] = true;
        break;
      }
  // Renames: what is left pairs by shared resource ids, the largest overlap first.
  for (size_t i = 0; i < hs.size(); ++i) {
    if (pairOf[i] >= 0) continue;
    size_t best = 0;
    int bestJ = -1;
    for (size_t j = 0; j < bs.size(); ++j) {
      if (baseTaken[j]) continue;
      size_t n = sharedKeys(bs[j], hs[i]);
      if (n > best) best = n, bestJ = static_cast<int>(j);
    }
    if (bestJ >= 0) {
      pairOf[i] = bestJ;
      baseTaken[bestJ] = true;
    }
  }
  for (size_t i = 0; i < hs.size(); ++i)
    out.deployments.push_back(diffPair(pairOf[i] >= 0 ? &bs[pairOf[i]] : nullptr, &hs[i]));
  for (size_t j = 0; j < bs.size(); ++j)
    if (!baseTaken[j]) out.deployments.push_back(diffPair(&bs[j], nullptr));
  return out;
}

}  // namespace pf::diff
