// Resource identification: copy loops, conditions, full types and names, ids, dependsOn.
#include "engine/core/secrets.hpp"
#include "engine/expand/deployment.hpp"
#include "engine/expand/resource_id.hpp"
#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"

namespace pf {

namespace {

constexpr int64_t kMaxCopies = 800;
constexpr size_t kMaxResources = 800;

bool isQualifiedType(std::string_view type) {
  auto segs = splitSegments(type);
  return segs.size() >= 2 && segs[0].find('.') != std::string_view::npos;
}

bool isDeploymentType(std::string_view type) { return iequals(type, "Microsoft.Resources/deployments"); }

// `extension az`: Azure Resource Manager itself, whose resources are ARM resources.
bool isAzureExtension(const Template& tpl, const Value& alias) {
  if (!alias.isString()) return false;
  for (const Value* section : {&tpl.extensions, tpl.root.get("imports")}) {
    const Value* decl = section && section->isObject() ? section->get(alias.str()) : nullptr;
    if (!decl) continue;
    const Value* name = decl->get("name") ? decl->get("name") : decl->get("provider");
    return name && name->isString() && iequals(name->str(), "AzureResourceManager");
  }
  return iequals(alias.str(), "az");
}

}  // namespace

void DeploymentExpander::identifyResources() {
  for (const auto& r : tpl_.resources) identify(r.decl, r.symbol, SIZE_MAX, {});
  size_t emitted = 0;
  for (const auto& inst : instances_) emitted += !inst.existing;
  if (emitted > kMaxResources)
    st_.out.diagnostics.error("EXP051",
                              "the deployment" + where() + " has " + std::to_string(emitted) +
                                  " resources after copy loops; Resource Manager allows at most 800",
                              tpl_.root.get("resources") ? tpl_.root.get("resources")->loc() : Loc{});
}

void DeploymentExpander::identify(const Value& decl, const std::string& symbol, size_t parent,
                                  const std::vector<CopyFrame>& loops) {
  if (!symbol.empty()) declaredNames_.insert(toLowerAscii(symbol));
  if (const Value* c = decl.get("copy"))
    if (const Value* n = c->get("name"); n && n->isString()) declaredNames_.insert(toLowerAscii(n->str()));
  Instance base;
  base.decl = &decl;
  base.symbol = symbol;
  base.parent = parent;
  base.loops = loops;
  if (parent != SIZE_MAX) {
    base.parentType = instances_[parent].type;
    base.parentName = instances_[parent].name;
    base.identityTaint = instances_[parent].identityTaint;
  }
  const Value* copy = decl.get("copy");
  if (!copy) {
    identifyOne(std::move(base));
    return;
  }
  const Value* copyName = copy->get("name");
  const Value* countDecl = copy->get("count");
  if (!copy->isObject() || !copyName || !copyName->isString() || !countDecl) {
    st_.out.diagnostics.error("EXP062", "a resource copy loop needs a string \"name\" and a \"count\"" + where(), copy->loc());
    return;
  }
  auto count = evalIn(*countDecl, loops);
  if (!count) {
    report(count.error());
    return;
  }
  if (count->isUnknown()) {
    st_.out.diagnostics.warning("EXP063",
                                "the copy count of loop '" + copyName->str() + "' is not known before deployment ([" +
                                    count->unknownData().expr + "]); expanding one instance",
                                countDecl->loc());
    count = Value(1);
  }
  if (!count->isInt() || count->asInt() < 0 || count->asInt() > kMaxCopies) {
    st_.out.diagnostics.error("EXP061",
                              "the copy count of loop '" + copyName->str() + "' must be an integer from 0 to 800, but it is " +
                                  describeValue(*count),
                              countDecl->loc());
    return;
  }
  for (int64_t i = 0; i < count->asInt(); ++i) {
    Instance inst = base;
    inst.copyName = copyName->str();
    inst.copyIndex = i;
    inst.loops.push_back({copyName->str(), i, LoopKind::Resource});
    identifyOne(std::move(inst));
  }
}

void DeploymentExpander::identifyOne(Instance inst) {
  const Value& decl = *inst.decl;
  // Resource Manager does not evaluate a resource whose condition is false, so failures
  // in its name or scope are not errors (guards such as tryGet(...) in the condition).
  bool identityFailed = false;
  auto fail = [&](const Error& e) {
    if (inst.deployed) {
      report(e);
      inst.failed = true;
    }
    identityFailed = true;
  };
  if (const Value* cond = decl.get("condition")) {
    auto c = evalIn(*cond, inst.loops);
    if (!c) {
      fail(c.error());
    } else if (c->isUnknown()) {
      inst.conditionUnknown = true;
    } else if (c->isBool()) {
      inst.deployed = c->asBool();
    } else if (c->isString() && (iequals(c->str(), "true") || iequals(c->str(), "false"))) {
      inst.deployed = iequals(c->str(), "true");
    } else {
      fail(makeError("EXP064", "a resource condition must be a bool, but it is " + describeValue(*c), cond->loc()));
    }
  }
  if (const Value* ex = decl.get("existing")) inst.existing = ex->isBool() && ex->asBool();
  inst.options = optionsOf(decl, inst.existing);

  bool unknownIdentity = false;  // the name or type is not known before deployment
  auto stringField = [&](const char* field, std::string& out, bool required) {
    const Value* v = decl.get(field);
    if (!v) {
      if (required) fail(makeError("EXP012", std::string("the resource has no \"") + field + "\"" + where(), decl.loc()));
      return;
    }
    auto r = evalIn(*v, inst.loops);
    if (!r) return fail(r.error());
    inst.identityTaint |= r->taint();
    if (r->isUnknown()) {
      out = "[" + r->unknownData().expr + "]";
      if (std::string_view(field) != "apiVersion") unknownIdentity = true;
      return;
    }
    if (!r->isString())
      return fail(makeError("EXP012", std::string("the resource \"") + field + "\" must be a string, but it is " +
                                          describeValue(*r),
                            v->loc()));
    out = r->str();
  };
  // A resource of a Bicep extension (Microsoft Graph, Kubernetes, ...) is not an ARM resource:
  // its type carries the version ("Microsoft.Graph/applications@v1.0"), it may have no name, and
  // it has no resource id. It is identified by its symbolic name.
  const Value* extensionAlias = decl.get("extension") ? decl.get("extension") : decl.get("import");
  inst.extensible = extensionAlias != nullptr && !isAzureExtension(tpl_, *extensionAlias);
  stringField("type", inst.type, true);
  stringField("name", inst.name, !inst.extensible);
  stringField("apiVersion", inst.apiVersion, false);
  if (inst.extensible && !inst.failed) {
    if (size_t at = inst.type.find('@'); at != std::string::npos) {
      if (inst.apiVersion.empty()) inst.apiVersion = inst.type.substr(at + 1);
      inst.type.resize(at);
    }
    if (inst.name.empty()) inst.name = inst.copyIndex >= 0 ? inst.symbol + "[" + std::to_string(inst.copyIndex) + "]" : inst.symbol;
  }
  if (!inst.failed && inst.parent != SIZE_MAX && !isQualifiedType(inst.type)) {
    inst.type = inst.parentType + "/" + inst.type;
    inst.name = inst.parentName + "/" + inst.name;
  }

  // Scope of the resource: an extension resource's "scope", a deployment's target, or ours.
  std::string scopeId = targetScopeId_ ? *targetScopeId_ : ctx_.scopeId();
  if (!inst.failed) {
    if (const Value* sc = decl.get("scope")) {
      auto r = evalIn(*sc, inst.loops);
      if (r) inst.identityTaint |= r->taint();
      if (!r) {
        fail(r.error());
      } else if (r->isString()) {
        std::string s = r->str();
        if (s == "/") {
          scopeId = "";
        } else if (!s.empty() && s[0] == '/') {
          scopeId = s;
        } else if (auto sym = findResource(s); sym && instances_[*sym].symbol.size() && iequals(instances_[*sym].symbol, s)) {
          scopeId = instances_[*sym].id;
          inst.identityTaint |= instances_[*sym].identityTaint;
        } else if (istartsWith(s, "Microsoft.Management/managementGroups/")) {
          scopeId = "/providers/" + s;
        } else {
          scopeId += "/providers/" + s;
        }
        inst.scope = scopeId;
      } else if (r->isUnknown()) {
        scopeId = "[" + r->unknownData().expr + "]";
        inst.scope = scopeId;
      }
    } else if (isDeploymentType(inst.type)) {
      std::string sub = ctx_.subscriptionId, rg;
      bool hasSub = false, hasRg = false;
      for (const char* field : {"subscriptionId", "resourceGroup"}) {
        const Value* v = decl.get(field);
        if (!v) continue;
        auto r = evalIn(*v, inst.loops);
        if (!r) {
          fail(r.error());
          continue;
        }
        std::string s = r->isString() ? r->str() : (r->isUnknown() ? "[" + r->unknownData().expr + "]" : "");
        // Bicep's `scope: resourceGroup('')` (AVM: resourceGroup(pe.?resourceGroupName ?? '')) emits
        // "resourceGroup": "": Resource Manager deploys into the current group, as if not given.
        if (r->isString() && s.empty()) continue;
        if (std::string_view(field) == "subscriptionId") {
          sub = s;
          hasSub = true;
        } else {
          rg = s;
          hasRg = true;
        }
      }
      if (hasRg) scopeId = "/subscriptions/" + sub + "/resourceGroups/" + rg;
      else if (hasSub) scopeId = "/subscriptions/" + sub;
    }
  }
  if (identityFailed) {
    // not deployed, and its identity cannot be evaluated: it is only a name in dependsOn
  } else if (!inst.failed && inst.extensible) {
    std::string alias = extensionAlias->isString() ? extensionAlias->str() : "extension";
    inst.id = "extension:" + alias + "/" + inst.type + "/" + inst.name;
  } else if (!inst.failed && unknownIdentity) {
    // The segments of an unknown name cannot be checked; the id carries the expression.
    inst.id = scopeId + "/providers/" + inst.type + "/" + inst.name;
  } else if (!inst.failed) {
    auto id = buildResourceId(scopeId, inst.type, inst.name);
    if (!id) {
      Error e = std::move(id).error();
      e.loc = decl.get("name") ? decl.get("name")->loc() : decl.loc();
      if (inst.secretIdentity()) e.message = "the name or type of the resource (a secure value) does not form a resource id";
      e.message += where();
      fail(e);
    } else {
      inst.id = std::move(id).value();
    }
  }
  if (const Value* deps = decl.get("dependsOn"); deps && !inst.failed) {
    if (!deps->isArray()) {
      fail(makeError("EXP042", "\"dependsOn\" must be an array of resource names or ids", deps->loc()));
    } else {
      for (const Value& d : deps->arr()) {
        auto r = evalIn(d, inst.loops);
        if (!r) {
          report(r.error());
          continue;
        }
        if (r->isString()) inst.dependsOnText.push_back(r->str());
        else if (!r->isUnknown() && !r->isNull())
          report(makeError("EXP042", "a \"dependsOn\" entry must be a string, but it is " + describeValue(*r), d.loc()));
      }
    }
  }
  size_t index = instances_.size();
  std::vector<CopyFrame> loops = inst.loops;
  bool failed = inst.failed;
  if (inst.parent != SIZE_MAX) inst.deps.push_back(inst.parent);
  if (!failed && !inst.existing && inst.deployed) {
    auto [it, inserted] = st_.byId.emplace(toLowerAscii(inst.id), std::make_pair(this, index));
    if (!inserted && it->second.first == this) {
      // The same id twice in one deployment: Resource Manager merges them; we keep both and say so.
      st_.out.diagnostics.warning("EXP013",
                                  "the resource '" + (inst.secretIdentity() ? std::string(kSecretPlaceholder) : inst.id) +
                                      "' is declared more than once in this deployment" + where(),
                                  decl.loc());
    }
  }
  instances_.push_back(std::move(inst));
  if (failed) return;
  if (const Value* children = decl.get("resources"); children && children->isArray())
    for (const Value& child : children->arr())
      if (child.isObject()) identify(child, "", index, loops);
}

std::vector<size_t> DeploymentExpander::findResources(std::string_view ref) const {
  // Resources are indexed as they are identified; a lookup during identification (a "scope"
  // naming an earlier resource) sees those identified so far, as a scan would.
  for (size_t i = resourceIndex_.size(); i < instances_.size(); ++i) {
    const Instance& x = instances_[i];
    resourceIndex_.add(i, {x.symbol, x.copyIndex, x.copyName, x.id, x.name, x.type});
  }
  // A resource that failed (now or later, in its evaluation) is not a match.
  return resourceIndex_.find(ref, [this](size_t i) { return !instances_[i].failed; });
}

std::optional<size_t> DeploymentExpander::findResource(std::string_view ref) const {
  auto all = findResources(ref);
  if (all.empty()) return std::nullopt;
  // Two declarations may share a name under mutually exclusive conditions (one VM for SSH
  // keys, one for passwords): Resource Manager only knows the one that is deployed.
  for (size_t i : all)
    if (instances_[i].deployed) return i;
  return all.front();
}

void DeploymentExpander::resolveDependencies() {
  for (size_t i = 0; i < instances_.size(); ++i) {
    Instance& inst = instances_[i];
    for (const std::string& text : inst.dependsOnText) {
      auto found = findResources(
          withEmptyResourceGroup(text, ctx_.scope == TargetScope::ResourceGroup ? ctx_.resourceGroup : ""));
      // A loop that made no copies is a valid dependency with nothing to wait for.
      if (found.empty() && declaredNames_.count(LowerName(text).view())) continue;
      if (found.empty()) {
        const Value* deps = inst.decl->get("dependsOn");
        st_.out.diagnostics.error("EXP040",
                                  "The resource '" + text + "' that '" + inst.name + "' depends on is not defined in the template" +
                                      where() + ".",
                                  deps ? deps->loc() : inst.decl->loc());
        continue;
      }
      for (size_t f : found)
        if (f != i) inst.deps.push_back(f);
    }
  }
}

}  // namespace pf
