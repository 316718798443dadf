// Parameters: given value → defaultValue → configured default → nullable → placeholder.
#include <filesystem>

#include "engine/core/json.hpp"
#include "engine/expand/deployment.hpp"
#include "engine/expand/value_limits.hpp"
#include "engine/expand/type_check.hpp"
#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"

namespace pf {

namespace {
constexpr size_t kMaxParameters = 256;
}

void DeploymentExpander::resolveParameters() {
  if (tpl_.parameters.size() > kMaxParameters)
    st_.out.diagnostics.error("EXP050",
                              "the template declares " + std::to_string(tpl_.parameters.size()) +
                                  " parameters; Resource Manager allows at most 256",
                              tpl_.root.get("parameters")->loc());
  if (paramFile_) {
    // The template by its file name: the path as the command line spelled it (absolute on one
    // runner, relative on another) would make the same finding read differently from run to run.
    for (const auto& pv : paramFile_->values)
      if (!tpl_.parameters.find(pv.name))
        st_.out.diagnostics.error("EXP003",
                                  "The template parameter '" + pv.name +
                                      "' in the parameters file is not valid; it is not present in the template '" +
                                      std::filesystem::path(templatePath_).filename().string() + "'.",
                                  pv.loc);
  }
  if (nestedParams_) {
    for (const auto& [name, v] : *nestedParams_)
      if (!tpl_.parameters.find(name))
        st_.out.diagnostics.error("EXP003",
                                  "The parameter '" + name + "' passed to nested deployment '" + path_ +
                                      "' is not declared by its template.",
                                  v.loc());
  }
  for (const auto& [name, decl] : tpl_.parameters) {
    auto r = resolveParameter(name, decl.loc());
    if (!r) report(r.error());
  }
}

Value DeploymentExpander::placeholderFor(const std::string& name, const Value& decl) {
  if (const Value* allowed = decl.get("allowedValues"); allowed && allowed->isArray() && !allowed->arr().empty())
    return allowed->arr()[0];
  std::string type = declaredType(decl, tpl_.definitions);
  auto intOf = [&](const char* k) -> std::optional<int64_t> {
    const Value* v = decl.get(k);
    return v && v->isInt() ? std::optional<int64_t>(v->asInt()) : std::nullopt;
  };
  if (type == "int") {
    int64_t v = 0;
    if (auto mn = intOf("minValue")) v = std::max(v, *mn);
    if (auto mx = intOf("maxValue")) v = std::min(v, *mx);
    return Value(static_cast<long long>(v));
  }
  if (type == "bool") return Value(false);
  // Open: what a template reads from the placeholder is unknown, not an error.
  if (type == "array") {
    Value v = Value::emptyArray();
    v.setOpen();
    return v;
  }
  if (type == "object" || type == "secureobject") {
    Value v = Value::emptyObject();
    v.setOpen();
    return v;
  }
  // Strings: the parameter's name, fitted to the length constraints.
  std::string s = toLowerAscii(name);
  if (auto mx = intOf("maxLength"); mx && static_cast<int64_t>(s.size()) > *mx) s.resize(static_cast<size_t>(std::max<int64_t>(*mx, 0)));
  if (auto mn = intOf("minLength"); mn && static_cast<int64_t>(s.size()) < *mn) s.append(static_cast<size_t>(*mn) - s.size(), 'x');
  return Value(std::move(s));
}

// Values in parameter files may be expressions (Bicep emits "[externalInputs('x')]"), but
// classic parameter files hold literal text that merely looks like one ("[dbo].[emp]",
// "[newGuid()]"): what does not evaluate is kept as written, with a note.
Value DeploymentExpander::evaluateParameterFileValue(const std::string& name, const Value& written, EvalContext& ctx) {
  auto r = evaluateValue(written, ctx);
  if (r) return std::move(r).value();
  st_.out.diagnostics.info("EXP008",
                           "the value of parameter '" + name + "' looks like an expression but does not evaluate (" +
                               r.error().message + "); it is used as written",
                           written.loc());
  return written;
}

Result<Value> DeploymentExpander::parameter(std::string_view name, Loc loc) {
  if (outer_ && parent_) return parent_->parameter(name, loc);
  return resolveParameter(name, loc);
}

Result<Value> DeploymentExpander::resolveParameter(std::string_view name, Loc loc) {
  // Most reads are of a parameter already evaluated: one map probe, no scan of the declarations.
  LowerName key(name);
  auto known = params_.find(key.view());
  if (known != params_.end() && known->second.lazy.state == Lazy::State::Done) return known->second.lazy.value;
  const Value* decl = tpl_.parameters.find(name);
  if (!decl) return Scope::parameter(name, loc);
  const std::string& declName = *tpl_.parameters.keyOf(name);
  if (known == params_.end()) known = params_.emplace(key.view(), ParameterSlot{&declName, {}}).first;
  Lazy& slot = known->second.lazy;
  if (slot.state == Lazy::State::Failed)
    return makeError("EXP004", "The template parameter '" + declName + "' could not be evaluated.", loc);
  if (slot.state == Lazy::State::Evaluating)
    return makeError("EXP005", "The default value of parameter '" + declName + "' refers to itself (a cycle through parameters).",
                     loc);
  if (parameterDepth_ >= kMaxParameterChain) return chainTooLong("parameters", kMaxParameterChain, loc);
  if (!st_.mayWait(loc)) return Value::unknown("parameters('" + declName + "')");
  if (st_.heldBytes > kMaxHeldValueBytes) {
    slot.state = Lazy::State::Failed;
    return heldValuesSpent("the template parameter '" + declName + "'", decl->loc());
  }
  Waiting waiting(st_.waiting);
  slot.state = Lazy::State::Evaluating;
  struct Nesting {
    uint32_t& depth;
    explicit Nesting(uint32_t& d) : depth(d) { ++depth; }
    ~Nesting() { --depth; }
  } nesting(parameterDepth_);

  // Evaluation happens outside any loop and lambda of the caller.
  auto savedLoops = std::move(loops_);
  loops_.clear();
  Value value;
  Loc valueLoc = decl->loc();
  bool have = false;
  std::optional<Error> err;
  EvalContext ctx = freshContext();
  bool placeholder = false;
  bool usedDefault = false;
  bool secretSource = false;  // declared secure, or read from the environment
  const Value* def = decl->get("defaultValue");
  if (nestedParams_) {
    if (const Value* v = nestedParams_->find(name)) {
      value = *v;
      valueLoc = v->loc();
      have = true;
    }
  }
  if (!have && paramFile_) {
    if (const ParameterValue* pv = paramFile_->find(name)) {
      valueLoc = pv->loc;
      if (pv->keyVaultReference) {
        value = Value("{{SecretReference:" + pv->secretName + "}}");
        value.setSecret();
      } else {
        value = evaluateParameterFileValue(declName, pv->value, ctx);
        // A .bicepparam value read from the environment comes flagged (engine/bicep).
        secretSource = pv->value.secret();
        value.addTaint(pv->value.taint());
      }
      have = true;
    }
  }
  // A given null means "not given" when there is a default (modules pass tryGet(...) results).
  if (have && value.isNull() && def) have = false;
  if (!have && !err) {
    if (def) {
      ++inParameterDefault_;
      auto r = evaluateValue(*def, ctx);
      --inParameterDefault_;
      if (r) value = std::move(r).value();
      else err = std::move(r).error();
      have = true;
      usedDefault = true;
      valueLoc = def->loc();
    }
  }
  if (!have && !err) {
    if (const Value* v = st_.options.parameterDefaults.find(name)) {
      value = *v;
      have = true;
    }
  }
  if (!have && !err && isNullable(*decl, tpl_.definitions)) have = true;  // null
  if (!have && !err) {
    placeholder = true;
    value = placeholderFor(declName, *decl);
    st_.out.diagnostics.warning("EXP001",
                                "The template parameter '" + declName + "' has no value and no default; using the placeholder " +
                                    toJson(value) + where() + ". Give it a value in a parameter file or in the "
                                    "configuration's parameter defaults.",
                                decl->loc());
  }
  loops_ = std::move(savedLoops);
  // languageVersion 2.0 types are strict: a default of null needs a nullable type (a 1.0
  // template may default a string to null). A null given by a parameter file or a parent
  // deployment is left as before: what Resource Manager does with it is not established here.
  if (!err && usedDefault && value.isNull() && tpl_.languageVersion.starts_with("2") &&
      !isNullable(*decl, tpl_.definitions) && !declaredType(*decl, tpl_.definitions).empty())
    err = makeError("EXP021",
                    "The default value of the template parameter '" + declName + "' is null, but its type is not nullable" + where() +
                        ".",
                    valueLoc.known() ? valueLoc : decl->loc());
  if (!err) err = checkHeldValue(value, st_.heldBytes, [&] { return "the template parameter '" + declName + "'"; }, valueLoc);
  if (err) {
    slot.state = Lazy::State::Failed;
    return *err;
  }
  if ((value.isString() || value.isObject() || value.isArray()) && isSecureType(*decl, tpl_.definitions)) {
    secretSource = true;
    value.setSecret();
  }
  // Where a secret enters (not what derives from one, which may hold much else): its text is
  // scrubbed from whatever is shown of this expansion. A placeholder is ours, not a secret.
  if (secretSource && !placeholder) st_.out.secrets.addValue(value);

  TypeCheckContext tc{tpl_.definitions, [this](const Value& pred, const Value& v) { return runValidatePredicate(pred, v); }};
  // A placeholder is ours, not the user's: its constraint violations would be false findings.
  if (!placeholder)
    for (auto& e : checkValue(value, *decl, [&] { return "the template parameter '" + declName + "'"; }, valueLoc, tc)) report(e);
  slot.value = std::move(value);
  slot.state = Lazy::State::Done;
  return slot.value;
}

}  // namespace pf
