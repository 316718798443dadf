// Nested deployments: inline templates (inner and outer expression scope) and linked
// templates loaded from disk (templateLink.relativePath, or templateLink.uri mapped to a folder).
#include <filesystem>

#include "engine/core/json.hpp"
#include "engine/expand/deployment.hpp"
#include "engine/expand/value_limits.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"

namespace pf {

namespace fs = std::filesystem;

namespace {

std::string stripQuery(std::string_view uri) {
  size_t q = uri.find_first_of("?#");
  return std::string(uri.substr(0, q));
}

// Percent-decoding for file names in URIs ("%20" → " ").
std::string decodeUri(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

TargetScope scopeOfId(std::string_view id, std::string& sub, std::string& rg, std::string& mg) {
  std::string lower = toLowerAscii(id);
  if (id.empty()) return TargetScope::Tenant;
  if (istartsWith(lower, "/providers/microsoft.management/managementgroups/")) {
    mg = std::string(id.substr(std::string_view("/providers/microsoft.management/managementgroups/").size()));
    return TargetScope::ManagementGroup;
  }
  if (istartsWith(lower, "/subscriptions/")) {
    std::string_view rest = id.substr(15);
    size_t slash = rest.find('/');
    sub = std::string(rest.substr(0, slash));
    size_t rgPos = lower.find("/resourcegroups/");
    if (rgPos != std::string::npos) {
      std::string_view r = id.substr(rgPos + 16);
      rg = std::string(r.substr(0, r.find('/')));
      return TargetScope::ResourceGroup;
    }
    return TargetScope::Subscription;
  }
  return TargetScope::ResourceGroup;
}

}  // namespace

Result<Value> DeploymentExpander::expandNested(size_t i, Value resource) {
  Instance& inst = instances_[i];
  Object& res = resource.objMut();
  Value* propsV = res.find("properties");
  if (!propsV || !propsV->isObject())
    return makeError("EXP070", "the deployment '" + inst.name + "' has no properties" + where(), inst.decl->loc());
  Object props = propsV->obj();
  if (depth_ + 1 > st_.options.maxDeploymentDepth)
    return makeError("EXP071",
                     "nested deployments are deeper than " + std::to_string(st_.options.maxDeploymentDepth) + " levels",
                     inst.decl->loc());
  // Copy loops of nested deployments multiply (800 deployments of 800 of 800 ...). Resource
  // Manager keeps at most 800 deployments in a scope's history and fails the next one.
  if (st_.deployments.size() >= kMaxDeployments || st_.resourcesSpent()) {
    if (!st_.deploymentLimitReported && !st_.resourcesSpent()) {
      st_.deploymentLimitReported = true;
      return makeError("EXP078",
                       "the expansion already has " + std::to_string(kMaxDeployments) +
                           " deployments; Resource Manager keeps at most 800 in a scope's history, so this one and "
                           "later ones are not expanded",
                       inst.decl->loc());
    }
    propsV->objMut().set("outputs", identityUnknown("reference('" + inst.id + "').outputs", inst));
    return resource;
  }

  // Without expressionEvaluationOptions a nested template sees its parent's parameters and
  // variables (outer), except in languageVersion 2.0 templates, where it has its own (inner):
  // the quickstart corpus's 2.0 templates declare and pass parameters to nested templates
  // without the option (40 of 50), and none reads its parent's.
  bool inner = tpl_.languageVersion == "2.0";
  if (const Value* eo = props.find("expressionEvaluationOptions"))
    if (const Value* sc = eo->get("scope"); sc && sc->isString()) inner = iequals(sc->str(), "inner");

  // Which template?
  const Template* tpl = nullptr;
  std::optional<Template> inlineTpl;
  std::string nestedPath = templatePath_;
  Value templateLink;
  Value evaluatedTemplate;
  if (const Value* t = props.find("template"); t && t->isString() && isExpression(t->str())) {
    // "[variables('$fxv#0')]": Bicep emits a JSON module loaded at compile time as a variable
    // (its own expressions escaped "[[...]"). Resource Manager evaluates it to the template and
    // deploys that as a template of its own: the expressions in it cannot have been part of
    // this template's, so they see its own parameters whatever expressionEvaluationOptions says
    // (the AVM modules that do this pass "Outer" with parameters the inner template declares).
    auto saved = std::move(loops_);
    loops_ = inst.loops;
    auto r = evaluateWithCopy(*t);
    loops_ = std::move(saved);
    if (!r) return std::move(r).error();
    if (r->isUnknown()) {
      st_.out.diagnostics.info("EXP077",
                               "the template of deployment '" + inst.name + "' is not known before deployment ([" +
                                   r->unknownData().expr + "]); its resources are not expanded and its outputs are unknown",
                               t->loc());
      propsV->objMut().set("outputs", Value::unknown("reference('" + inst.id + "').outputs"));
      return resource;
    }
    evaluatedTemplate = std::move(r).value();
    if (!evaluatedTemplate.loc().known()) evaluatedTemplate.setLoc(t->loc());
    props.set("template", evaluatedTemplate);
    inner = true;
  }
  if (const Value* t = props.find("template"); t && t->isObject() && t->obj().empty()) {
    // What a compiler leaves for a module it could not read (a registry module that is not in
    // the local cache, reported where it is declared): nothing to expand, outputs unknown.
    st_.out.diagnostics.info("EXP077",
                             "the template of deployment '" + inst.name +
                                 "' is empty (a module that could not be compiled); its outputs are unknown",
                             t->loc());
  } else if (t) {
    Diagnostics d;
    inlineTpl = loadTemplate(*t, d);
    st_.out.diagnostics.append(d);
    if (!inlineTpl) return makeError("EXP072", "the inline template of deployment '" + inst.name + "' is not valid", t->loc());
    // Owned by the expansion so that values and expanders may point into it.
    st_.linkedTemplates.push_back(std::move(*inlineTpl));
    tpl = &st_.linkedTemplates.back();
  } else if (const Value* link = props.find("templateLink")) {
    inner = true;  // a linked template always has its own parameters and variables
    auto linkR = evaluateWithCopy(*link);  // already evaluated, but relativePath may be an expression
    if (!linkR) return std::move(linkR).error();
    templateLink = *linkR;
    std::string file;
    fs::path root = st_.options.rootDir.empty() ? fs::path(templatePath_).parent_path() : fs::path(st_.options.rootDir);
    if (const Value* rel = templateLink.get("relativePath"); rel && rel->isString()) {
      file = (fs::path(templatePath_).parent_path() / rel->str()).lexically_normal().string();
    } else if (const Value* uri = templateLink.get("uri"); uri && uri->isString()) {
      std::string u = stripQuery(uri->str());
      std::vector<std::pair<std::string, std::string>> maps = st_.options.artifactLocations;
      maps.emplace_back(kLocalArtifactsPrefix, root.string());
      for (const auto& [prefix, dir] : maps) {
        if (istartsWith(u, prefix)) {
          file = (fs::path(dir) / decodeUri(u.substr(prefix.size()))).lexically_normal().string();
          break;
        }
      }
      if (file.empty()) {
        st_.out.diagnostics.info("EXP073",
                                 "the linked template '" + uri->str() + "' of deployment '" + inst.name +
                                     "' is not on disk (map its URL prefix with --artifacts-location URL=DIR); its "
                                     "resources are not expanded and its outputs are unknown",
                                 link->loc());
      }
    } else if (templateLink.get("id")) {
      st_.out.diagnostics.info("EXP074",
                               "deployment '" + inst.name +
                                   "' uses a template spec (templateLink.id); its resources are not expanded and its "
                                   "outputs are unknown",
                               link->loc());
    }
    if (!file.empty()) {
      FileAccessPolicy access =
          st_.options.files.confined() ? st_.options.files : FileAccessPolicy::confinedTo({root.string()});
      if (auto checked = access.check(file); !checked && checked.error().code != "IO001")
        return makeError("EXP075", "the linked template of deployment '" + inst.name + "' is not read: " + checked.error().message,
                         link->loc());
      auto cached = st_.linkedByPath.find(file);
      if (cached != st_.linkedByPath.end()) {
        tpl = cached->second;
      } else {
        auto text = access.read(file);
        if (!text) {
          st_.out.diagnostics.warning("EXP076",
                                      "the linked template of deployment '" + inst.name + "' (" + file +
                                          ") cannot be read: " + text.error().message +
                                          "; its outputs are unknown",
                                      link->loc());
        } else {
          uint32_t id = st_.services.files.add(file, *text);
          Diagnostics d;
          auto parsed = parseJson(st_.services.files.text(id), id, d);
          std::optional<Template> loaded;
          if (parsed) loaded = loadTemplate(*parsed, d);
          st_.out.diagnostics.append(d);
          if (loaded) {
            st_.linkedTemplates.push_back(std::move(*loaded));
            tpl = &st_.linkedTemplates.back();
            st_.linkedByPath.emplace(file, tpl);
          }
        }
      }
      nestedPath = file;
    }
  } else {
    return makeError("EXP070", "the deployment '" + inst.name + "' has neither \"template\" nor \"templateLink\"" + where(),
                     inst.decl->loc());
  }

  // Parameters are evaluated here, in this deployment's scope.
  Object params;
  if (const Value* pv = props.find("parameters"); pv && pv->isObject()) {
    auto saved = std::move(loops_);
    loops_ = inst.loops;
    std::optional<Error> err;
    for (const auto& [name, written] : pv->obj()) {
      // A whole entry may be one expression giving {"value": ...}: older Bicep releases emitted
      // "[if(c, createObject('value', a), createObject('value', b))]" for a ternary argument.
      Value entry = written;
      bool entryEvaluated = false;
      // {"copy": [{"name": "value", "count": n, "input": ...}]}: a property loop that builds the
      // value (Bicep emits it for a `for` expression in module params).
      if (written.isString() || (written.isObject() && written.get("copy") && !written.get("value"))) {
        auto r = evaluateWithCopy(written);
        if (!r) {
          err = std::move(r).error();
          break;
        }
        entry = std::move(r).value();
        entryEvaluated = true;
      }
      if (const Value* v = entry.get("value")) {
        if (entryEvaluated) {
          params.append(name, *v);
          continue;
        }
        auto r = evaluateWithCopy(*v);
        if (!r) {
          err = std::move(r).error();
          break;
        }
        params.append(name, std::move(r).value());
      } else if (const Value* ref = entry.get("reference")) {
        const Value* secret = ref->get("secretName");
        Value placeholder("{{SecretReference:" + (secret && secret->isString() ? secret->str() : name) + "}}");
        placeholder.setSecret();
        placeholder.setLoc(entry.loc());
        params.append(name, std::move(placeholder));
      }
    }
    loops_ = std::move(saved);
    if (err) return *err;
  }

  // Extension configs for the nested deployment, evaluated here, in the deployments API's form.
  std::optional<std::pair<Object, Array>> extensionConfigs;
  if (const Value* written = props.find("extensionConfigs")) {
    auto saved = std::move(loops_);
    loops_ = inst.loops;
    auto r = nestedExtensionConfigs(*written);
    loops_ = std::move(saved);
    if (!r) return std::move(r).error();
    extensionConfigs = std::move(*r);
    propsV->objMut().set("extensionConfigs", Value(extensionConfigs->first));
  }

  // The nested deployment's context.
  DeploymentContext nctx = ctx_;
  nctx.deploymentName = inst.name;
  nctx.deploymentTemplateLink = templateLink.isObject() && templateLink.get("uri") ? templateLink : Value();
  std::string targetId = inst.scope.empty() ? ctx_.scopeId() : inst.scope;
  {
    // subscriptionId / resourceGroup on the deployment resource decide the target.
    std::string sub = ctx_.subscriptionId;
    const Value* s = res.find("subscriptionId");
    const Value* g = res.find("resourceGroup");
    // An empty string is as if not given (instances.cpp).
    bool hasSub = s && s->isString() && !s->str().empty();
    bool hasRg = g && g->isString() && !g->str().empty();
    if (hasSub) sub = s->str();
    if (hasRg) targetId = "/subscriptions/" + sub + "/resourceGroups/" + g->str();
    else if (hasSub) targetId = "/subscriptions/" + sub;
  }
  if (const Value* loc = res.find("location"); loc && loc->isString()) nctx.deploymentLocation = loc->str();
  std::string sub, rg, mg;
  TargetScope target = scopeOfId(targetId, sub, rg, mg);
  if (!sub.empty()) nctx.subscriptionId = sub;
  if (!rg.empty()) nctx.resourceGroup = rg;
  if (!mg.empty()) nctx.managementGroup = mg;
  nctx.scope = tpl ? tpl->scope : target;

  if (!tpl) {
    // Not expandable: the deployment's outputs are unknown.
    Object& p = propsV->objMut();
    p.set("outputs", identityUnknown("reference('" + inst.id + "').outputs", inst));
    return resource;
  }
  auto child = std::make_unique<DeploymentExpander>(st_, *tpl, inner ? nctx : ctx_, path_ + "/" + inst.name, nestedPath,
                                                    this, !inner, depth_ + 1);
  if (!inner) child->setTargetScopeId(nctx.scopeId());
  if (inner) child->setNestedParameters(std::move(params));
  if (extensionConfigs) child->setExtensionConfigs(std::move(extensionConfigs->first), std::move(extensionConfigs->second));
  DeploymentExpander* nested = child.get();
  st_.deployments.push_back(std::move(child));
  instances_[i].nested = nested;
  nested->run();

  Object& p = propsV->objMut();
  p.erase("template");
  if (Value* pp = p.find("parameters")) {
    Object evaluated;
    for (auto& [k, v] : nested->evaluatedParameters()) {
      Object wrapped;
      wrapped.append("value", std::move(v));
      evaluated.append(std::move(k), Value(std::move(wrapped)));
    }
    *pp = Value(std::move(evaluated));
  }
  p.set("outputs", Value(nested->outputs()));
  p.set("provisioningState", "Succeeded");
  return resource;
}

}  // namespace pf
