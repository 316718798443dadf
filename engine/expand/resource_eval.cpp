// Resource evaluation in dependency order, property copy loops, and the functions that read
// deployment state (reference, references, resourceInfo, list*).
#include <optional>

#include "engine/core/value_size.hpp"
#include "engine/expand/absent_nulls.hpp"
#include "engine/expand/deployment.hpp"
#include "engine/expand/value_limits.hpp"
#include "engine/expand/resource_id.hpp"
#include "engine/expand/runtime_model.hpp"
#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"
#include "engine/template/lower_word.hpp"

namespace pf {

namespace {

constexpr int64_t kMaxCopies = 800;
constexpr size_t kMaxExpressionLength = 24576;

// Keys of a resource declaration that are not part of the expanded resource ("@options" are
// directives to Resource Manager, not properties sent to the resource provider).
// Asked of every member of every resource: the words inline (lower_word.hpp).
bool isControlKey(std::string_view k) {
  for (std::string_view c : {"copy", "condition", "dependson", "resources", "comments", "existing"})
    if (isLowerWord(k, c)) return true;
  return k.size() == 8 && iequals(k, "@options");
}

bool isPropertyLoop(const Value& copy) {
  if (!copy.isArray() || copy.arr().empty()) return false;
  for (const Value& l : copy.arr())
    if (!l.isObject() || !l.get("name") || !l.get("count") || !l.get("input")) return false;
  return true;
}

// No two members spelled exactly alike (small objects only: a larger one counts as not).
bool keysDistinct(const Object& o) {
  const auto& e = o.entries();
  if (e.size() > 64) return false;
  for (size_t i = 1; i < e.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (e[i].first == e[j].first) return false;
  return true;
}

std::string describeInstance(const Instance& x) { return "'" + x.name + "' (" + x.type + ")"; }

}  // namespace

Result<Value> DeploymentExpander::evaluateWithCopy(const Value& v) {
  EvalContext ctx = freshContext();
  switch (v.kind()) {
    case Kind::String:
      if (v.str().size() > kMaxExpressionLength && isExpression(v.str()))
        st_.out.diagnostics.warning("EXP052",
                                    "this expression is " + std::to_string(v.str().size()) +
                                        " characters long; Resource Manager allows at most 24,576",
                                    v.loc());
      return evaluateValue(v, ctx);
    // Most of a template is literal: a container whose items all come back identical is
    // returned as it is (still shared with the template), and only one that changes is built.
    case Kind::Array: {
      const Array& in = v.arr();
      std::optional<Array> out;
      size_t same = 0;  // leading items that came back identical (not in `out` yet)
      for (const Value& x : in) {
        PF_TRY(r, evaluateWithCopy(x));
        if (!out && r.identical(x)) {
          ++same;
          continue;
        }
        if (!out) {
          out.emplace();
          out->reserve(in.size());
          out->assign(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(same));
        }
        out->push_back(std::move(r));
      }
      if (!out && v.taint() == 0 && !v.open()) return v;
      if (!out) out.emplace(in);
      return Value(std::move(*out)).withLoc(v.loc());
    }
    case Kind::Object: {
      const Object& in = v.obj();
      std::optional<Object> out;
      size_t same = 0;  // leading members that came back identical (not in `out` yet)
      auto build = [&] {
        if (out) return;
        out.emplace();
        out->reserve(in.size());
        for (size_t j = 0; j < same; ++j) out->setExact(in.entries()[j].first, in.entries()[j].second);
      };
      for (const auto& [k, x] : in) {
        if (iequals(k, "copy") && isPropertyLoop(x)) {
          build();
          for (const Value& loop : x.arr()) {
            const std::string& name = loop.get("name")->str();
            auto count = evaluateValue(*loop.get("count"), ctx);
            if (!count) return std::move(count).error();
            if (count->isUnknown()) {
              out->setExact(name, Value::unknown("copy loop '" + name + "' over " + count->unknownData().expr));
              continue;
            }
            if (!count->isInt() || count->asInt() < 0 || count->asInt() > kMaxCopies)
              return makeError("EXP061",
                               "the copy count of property loop '" + name + "' must be an integer from 0 to 800, but it is " +
                                   describeValue(*count),
                               loop.get("count")->loc());
            Array items;
            size_t bytes = 2;  // the array as JSON so far: it stops past 4 MB, before holding gigabytes
            for (int64_t i = 0; i < count->asInt(); ++i) {
              loops_.push_back({name, i, LoopKind::Property});
              auto item = evaluateWithCopy(*loop.get("input"));
              loops_.pop_back();
              if (!item) return std::move(item).error();
              if (pastExpandedValueBytes(bytes, *item))
                return expandedValueTooLarge("the property loop '" + name + "'", loop.loc());
              items.push_back(std::move(item).value());
            }
            out->setExact(name, Value(std::move(items)).withLoc(loop.loc()));
          }
          continue;
        }
        PF_TRY(r, evaluateWithCopy(x));
        if (!k.empty() && k[0] == '[') {
          build();
          PF_TRY(key, evaluateKey(k, x.loc(), ctx));
          out->setExact(std::move(key), std::move(r));
        } else if (!out && r.identical(x)) {
          ++same;
        } else {
          build();
          out->setExact(k, std::move(r));
        }
      }
      // Rebuilding would merge members spelled exactly alike; an object holding such is built.
      if (!out && v.taint() == 0 && !v.open() && keysDistinct(in)) return v;
      build();
      return Value(std::move(*out)).withLoc(v.loc());
    }
    default: return v;
  }
}

void DeploymentExpander::evaluateResources() {
  for (size_t i = 0; i < instances_.size(); ++i) {
    auto r = ensureEvaluated(i, instances_[i].decl->loc());
    (void)r;  // failures were reported where they happened
  }
}

Result<Value> DeploymentExpander::ensureEvaluated(size_t i, Loc loc) {
  Instance& inst = instances_[i];
  if (inst.state == Instance::State::Done) return inst.properties;
  if (inst.state == Instance::State::Evaluating) {
    std::string cycle;
    bool in = false;
    for (size_t e : evaluating_) {
      if (e == i) in = true;
      if (in) cycle += describeInstance(instances_[e]) + " -> ";
    }
    cycle += describeInstance(inst);
    return makeError("EXP041", "The resources depend on each other in a cycle: " + cycle + where() + ".", loc);
  }
  if (inst.failed) {
    inst.state = Instance::State::Done;
    return makeError("EXP014", "The resource " + describeInstance(inst) + " could not be expanded (see above).", loc);
  }
  if (evaluating_.size() >= kMaxResourceChain) return chainTooLong("resources", kMaxResourceChain, loc);
  if (!st_.mayWait(loc)) return Value::unknown("reference('" + inst.id + "')");
  Waiting waiting(st_.waiting);
  inst.state = Instance::State::Evaluating;
  evaluating_.push_back(i);
  // Explicit dependencies first: the completion order is a topological order.
  for (size_t k = 0; k < inst.deps.size(); ++k) {
    size_t d = inst.deps[k];
    if (instances_[d].state == Instance::State::Evaluating) {
      auto e = ensureEvaluated(d, inst.decl->get("dependsOn") ? inst.decl->get("dependsOn")->loc() : inst.decl->loc());
      if (!e) report(e.error());
      continue;
    }
    (void)ensureEvaluated(d, inst.decl->loc());
  }
  // Past the budget, a resource is left out before it is built: 800 of megabytes each would
  // otherwise be built, and held, only to be dropped.
  bool overBudget = st_.resourcesSpent();
  bool spentHere = false;  // this resource takes the expansion past the budget: it says so
  auto body = overBudget ? Result<Value>(Value()) : evaluateBody(i);
  if (overBudget) {
    body = makeError("EXP058", "the expanded resources are larger than 64 MB together; this one and later ones are left out",
                     instances_[i].decl->loc());
  } else if (body) {
    // Everything expanded so far, against one budget: copy loops of nested deployments multiply.
    // The whole resource: tags, sku and the rest are as large as its properties may be. A nested
    // deployment may have spent the budget while it was built: then that resource said so.
    const bool spentWhileBuilt = st_.resourcesSpent();
    ValueExtent size = measureValue(instances_[i].result, kMaxExpansionBytes - std::min(st_.resourceBytes, kMaxExpansionBytes),
                                    kMaxExpandedValueDepth + 16);
    st_.resourceBytes += size.bytes;
    if (size.tooLarge) {
      st_.resourceBytes = kMaxExpansionBytes + 1;  // spent: later resources are not built
      overBudget = true;
      spentHere = !spentWhileBuilt;
      body = makeError("EXP058", "the expanded resources are larger than 64 MB together; this one and later ones are left out",
                       instances_[i].decl->loc());
    }
  }
  evaluating_.pop_back();
  Instance& done = instances_[i];
  done.state = Instance::State::Done;
  order_.push_back(i);
  if (overBudget) {
    done.failed = true;
    done.result = Value();  // what evaluateBody kept of it
    done.properties = Value();
    done.request = Value();
    if (spentHere) report(body.error());
    return body;
  }
  if (!body) {
    done.failed = true;
    report(body.error());
    return body;
  }
  return done.properties;
}

Result<Value> DeploymentExpander::evaluateBody(size_t i) {
  Instance& inst = instances_[i];
  if (!inst.deployed || inst.existing) return Value();
  const Value& decl = *inst.decl;
  auto savedLoops = std::move(loops_);
  loops_ = inst.loops;
  Object out;
  // Sized once: the identity members, then at most one member per member of the declaration.
  out.reserve(4 + (decl.isObject() ? decl.obj().size() : 0));
  out.append("id", identityValue(inst.id, inst));
  out.append("name", identityValue(inst.name, inst));
  out.append("type", inst.type);
  if (!inst.apiVersion.empty()) out.append("apiVersion", inst.apiVersion);
  bool deploymentResource = iequals(inst.type, "Microsoft.Resources/deployments");
  std::optional<Error> err;
  for (const auto& [k, v] : decl.obj()) {
    if (isControlKey(k) || isLowerWord(k, "id") || isLowerWord(k, "name") || isLowerWord(k, "type") ||
        isLowerWord(k, "apiversion"))
      continue;
    if (isLowerWord(k, "scope") && !inst.scope.empty()) {
      out.append("scope", inst.scope);
      continue;
    }
    if (deploymentResource && isLowerWord(k, "properties") && v.isObject()) {
      // The nested template is expanded by its own deployment, not evaluated here.
      Object props;
      props.reserve(v.obj().size());
      for (const auto& [pk, pv] : v.obj()) {
        // extensionConfigs too: expandNested needs them as written (how each value is formed).
        if (isLowerWord(pk, "template") || isLowerWord(pk, "parameters") || isLowerWord(pk, "extensionconfigs")) {
          props.append(pk, pv);
          continue;
        }
        auto r = evaluateWithCopy(pv);
        if (!r) {
          err = std::move(r).error();
          break;
        }
        if (r->isNull()) continue;
        dropNullMembers(*r);
        props.append(pk, std::move(r).value());
      }
      out.append(k, Value(std::move(props)).withLoc(v.loc()));
      continue;
    }
    auto r = evaluateWithCopy(v);
    if (r)
      if (auto e = checkExpandedValue(*r, [&, &property = k] { return "the property '" + property + "' of " + describeInstance(inst); }, v.loc()))
        r = *e;
    if (!r) {
      err = std::move(r).error();
      break;
    }
    if (r->isNull()) continue;  // absent, as Resource Manager treats it (absent_nulls.hpp)
    dropNullMembers(*r);
    out.append(k, std::move(r).value());
  }
  loops_ = std::move(savedLoops);
  if (err) {
    err->message += where();
    return *err;
  }
  Value resource(std::move(out));
  resource.setLoc(decl.loc());
  if (inst.extensible) decorateExtensible(inst, resource);
  else resource.objMut().erase("extension");  // `extension az`: an Azure resource like any other
  if (deploymentResource) {
    auto r = expandNested(i, std::move(resource));
    if (!r) return std::move(r).error();
    resource = std::move(r).value();
  }
  // Shares storage; the projection detaches what it changes.
  if (st_.options.requests) instances_[i].request = resource;
  if (st_.services.runtime) st_.services.runtime->project(resource, ctx_);
  Instance& fin = instances_[i];
  if (const Value* p = resource.get("properties")) fin.properties = *p;
  else fin.properties = Value::emptyObject();
  fin.result = std::move(resource);
  return fin.properties;
}

Value DeploymentExpander::fullResource(const Instance& inst) const {
  Value full = inst.result;
  if (full.isObject()) {
    Object& o = full.objMut();
    o.erase("dependsOn");
    o.erase("_source");
  }
  return full;
}

namespace {

// The instance an expression is evaluated for gets a dependency on what it references.
void addImplicitDependency(std::vector<size_t>& evaluating, std::deque<Instance>& instances, size_t target) {
  if (evaluating.empty()) return;
  Instance& from = instances[evaluating.back()];
  if (evaluating.back() == target) return;
  for (size_t d : from.deps)
    if (d == target) return;
  from.deps.push_back(target);
}

}  // namespace

bool DeploymentExpander::isExtensionResource(std::string_view target) const {
  if (auto idx = findResource(target)) return instances_[*idx].extensible;
  if (outer_ && parent_) return parent_->isExtensionResource(target);
  return false;
}

Result<Value> DeploymentExpander::reference(Call& call) {
  const Value& target = call.args[0];
  if (!target.isString()) return call.argError(0, "a resource id, name or symbolic name (a string)");
  bool full = call.args.size() >= 3 && call.args[2].isString() && iequals(call.args[2].str(), "full");
  if (call.args.size() >= 3 && !full) return call.argError(2, "'Full'");
  DeploymentExpander* owner = this;
  // Bicep's resourceGroup('') leaves the group out of the id; it is this deployment's.
  std::string id = withEmptyResourceGroup(target.str(), ctx_.scope == TargetScope::ResourceGroup ? ctx_.resourceGroup : "");
  std::optional<size_t> idx = findResource(id);
  if (!idx) {
    auto it = st_.byId.find(toLowerAscii(id));
    if (it != st_.byId.end()) {
      owner = it->second.first;
      idx = it->second.second;
    }
  }
  if (!idx) {
    if (outer_ && parent_) return parent_->reference(call);
    return Value::unknown(call.render());
  }
  Instance& inst = owner->instance(*idx);
  if (inst.existing) return inst.options.nullIfNotFound ? owner->absentExisting(inst) : Value::unknown(call.render());
  // A resource reading itself sees its state before this deployment.
  if (owner == this && !evaluating_.empty() && evaluating_.back() == *idx) return Value::unknown(call.render());
  if (!inst.deployed)
    return call.error("the resource " + describeInstance(inst) + " is not deployed (its condition is false)");
  // Another deployment's resource that waits for this one (sub-vending's tags resource depends on
  // the nested deployment that reads the current tags): Resource Manager reads its state before
  // it is deployed, which is not known here; it is not a cycle.
  if (owner != this && inst.state == Instance::State::Evaluating) return Value::unknown(call.render());
  PF_TRY(props, owner->ensureEvaluated(*idx, call.loc()));
  if (owner == this) addImplicitDependency(evaluating_, instances_, *idx);
  if (props.isUnknown()) return props;  // not evaluated: the chain to it was too long
  Value out = full ? owner->fullResource(owner->instance(*idx)) : props;
  out.setOpen();
  return out;
}

Result<Value> DeploymentExpander::references(Call& call) {
  const Value& target = call.args[0];
  if (!target.isString()) return call.argError(0, "the symbolic name of a resource or module collection");
  bool full = call.args.size() >= 2 && call.args[1].isString() && iequals(call.args[1].str(), "full");
  auto found = findResources(target.str());
  if (found.empty()) return Value::unknown(call.render());
  Array out;
  for (size_t i : found) {
    Instance& inst = instances_[i];
    if (!inst.deployed) continue;
    if (inst.existing) {
      out.push_back(inst.options.nullIfNotFound ? absentExisting(inst) : identityUnknown("reference('" + inst.id + "')", inst));
      continue;
    }
    PF_TRY(props, ensureEvaluated(i, call.loc()));
    addImplicitDependency(evaluating_, instances_, i);
    Value v = full ? fullResource(instances_[i]) : props;
    v.setOpen();
    out.push_back(std::move(v));
  }
  return Value(std::move(out));
}

Result<Value> DeploymentExpander::resourceInfo(Call& call) {
  const Value& target = call.args[0];
  if (!target.isString()) return call.argError(0, "the symbolic name of a resource");
  auto idx = findResource(target.str());
  if (!idx) return Value::unknown(call.render());
  const Instance& inst = instances_[*idx];
  Object o;
  o.append("id", identityValue(inst.id, inst));
  o.append("name", identityValue(inst.name, inst));
  o.append("type", inst.type);
  o.append("apiVersion", inst.apiVersion);
  return Value(std::move(o));
}

Value DeploymentExpander::absentExisting(const Instance& inst) {
  if (notedAbsent_.insert(inst.decl).second)
    st_.out.diagnostics.info("EXP087",
                             "the existing resource " + describeInstance(inst) +
                                 " may be absent (nullIfNotFound) and preflight has no data on it: it reads as null, "
                                 "as in a first deployment",
                             inst.decl->loc());
  return Value();
}

const ResourceOptions& DeploymentExpander::optionsOf(const Value& decl, bool existing) {
  auto it = optionsByDecl_.find(&decl);
  if (it == optionsByDecl_.end()) it = optionsByDecl_.emplace(&decl, readResourceOptions(decl, existing, st_.out.diagnostics)).first;
  return it->second;
}

// Without Azure, the state of a resource before the deployment is not known; preflight takes the
// first deployment's: it does not exist yet. So this.exists() is false, this.existingResource()
// null, and the properties are checked as the template writes them for a new resource.
Result<Value> DeploymentExpander::target(Call& call) {
  if (evaluating_.empty())
    return call.error("target() reads the resource whose properties are being evaluated; it can only be used there");
  const Instance& inst = instances_[evaluating_.back()];
  if (notedAbsent_.insert(inst.decl).second)
    st_.out.diagnostics.info("EXP088",
                             "the state of " + describeInstance(inst) +
                                 " before the deployment (target(), Bicep's this.exists() and this.existingResource()) "
                                 "is not known without Azure: it reads as not existing yet (null), as in a first "
                                 "deployment",
                             call.loc());
  return Value();
}

Result<Value> DeploymentExpander::list(Call& call) {
  const Value& target = call.args[0];
  if (!target.isString()) return Value::unknown(call.render());
  std::string id = target.str();
  std::string type;
  std::optional<Value> declared;
  if (auto idx = findResource(id)) {
    id = instances_[*idx].id;
    type = instances_[*idx].type;
    // A resource the deployment declares: its answer may follow what the template sets. One that
    // cannot be evaluated (a cycle, an error said elsewhere) gets the answer for its type.
    if (!instances_[*idx].existing && !iequals(call.name(), "listOutputsWithSecureValues"))
      if (auto done = ensureEvaluated(*idx, call.loc()); done && instances_[*idx].state == Instance::State::Done)
        declared = fullResource(instances_[*idx]);
    if (iequals(call.name(), "listOutputsWithSecureValues") && instances_[*idx].nested) {
      PF_TRY(props, ensureEvaluated(*idx, call.loc()));
      (void)props;
      Object values;
      for (const auto& [k, o] : instances_[*idx].nested->outputs())
        if (const Value* v = o.get("value")) values.append(k, *v);
      return Value(std::move(values));
    }
  } else if (id.starts_with('/')) {
    type = parseResourceId(id).type;  // a full id; anything else is not a resource we can name
  }
  if (st_.services.runtime && !type.empty()) {
    std::string api = call.args.size() >= 2 && call.args[1].isString() ? call.args[1].str() : "";
    if (auto v = st_.services.runtime->list(type, call.name(), api, id, ctx_, declared ? &*declared : nullptr)) {
      Value r = std::move(*v);
      r.setSecret();
      return r;
    }
  }
  Value u = Value::unknown(call.render());
  u.setSecret();
  return u;
}

Result<Value> DeploymentExpander::providers(Call& call) {
  if (st_.services.runtime) return st_.services.runtime->providers(call, ctx_);
  return Scope::providers(call);
}

Result<Value> DeploymentExpander::zones(Call& call) {
  if (st_.services.runtime) return st_.services.runtime->zones(call);
  return Scope::zones(call);
}

}  // namespace pf
