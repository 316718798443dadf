#pragma once
// Internal: expanding one deployment (the root or a nested one). The expander is the Scope
// its expressions are evaluated in.
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/expand/expand.hpp"
#include "engine/expand/resource_index.hpp"
#include "engine/expand/resource_options.hpp"
#include "engine/expand/value_limits.hpp"
#include "engine/expr/scope.hpp"
#include "engine/template/lower_name.hpp"
#include "engine/template/template_usage.hpp"

namespace pf {

class DeploymentExpander;

// The pseudo-URL under which the analyzed folder is addressed: the root deployment's
// deployment().properties.templateLink.uri points beside the template, so templates that
// build linked-template URIs from it (_artifactsLocation) resolve to local files.
inline constexpr const char* kLocalArtifactsPrefix = "https://artifacts.preflight.local/";

// State shared by every deployment of one expansion.
struct ExpansionState {
  ExpansionState(const ExpandServices& s, const ExpandOptions& o) : services(s), options(o), session(s.functions, o.eval, s.expressions) {}
  const ExpandServices& services;
  const ExpandOptions& options;
  EvalSession session;
  Expansion out;
  std::deque<std::unique_ptr<DeploymentExpander>> deployments;
  std::deque<Template> linkedTemplates;                       // templates loaded from templateLink
  std::unordered_map<std::string, const Template*> linkedByPath;
  // Every resource instance of every deployment by lower-case id (for reference() across deployments).
  std::unordered_map<std::string, std::pair<DeploymentExpander*, size_t>> byId;
  // What each template's expressions read (summaries), by the template's root object: the
  // deployments of a copy loop over a nested template share it. The Value keeps the root alive.
  std::unordered_map<const Object*, std::pair<Value, TemplateUsage>> usageByRoot;
  // Limits over the whole expansion (value_limits.hpp), each reported once.
  bool deploymentLimitReported = false;
  size_t resourceBytes = 0;  // expanded resources so far, as JSON; past kMaxExpansionBytes once spent
  // The resources' budget is spent (EXP058 said): later resources and deployments are not built.
  bool resourcesSpent() const { return resourceBytes > kMaxExpansionBytes; }
  size_t heldBytes = 0;  // parameters, variables and outputs evaluated so far, as JSON
  bool heldBytesReported = false;
  size_t waiting = 0;  // resources, variables and parameters being evaluated, in every deployment
  bool waitingReported = false;
  // Whether one more value may wait (kMaxWaitingValues); the first refusal is reported at `loc`.
  bool mayWait(Loc loc) {
    if (waiting < kMaxWaitingValues) return true;
    if (!waitingReported) out.diagnostics.add(waitingTooLong(loc));
    waitingReported = true;
    return false;
  }
};

// Counts one value being evaluated for as long as it lives (ExpansionState::waiting).
class Waiting {
 public:
  explicit Waiting(size_t& n) : n_(n) { ++n_; }
  ~Waiting() { --n_; }
  Waiting(const Waiting&) = delete;
  Waiting& operator=(const Waiting&) = delete;

 private:
  size_t& n_;
};

enum class LoopKind { Resource, Property, Variable, Output };
struct CopyFrame {
  std::string name;
  int64_t index;
  LoopKind kind;
};

struct Instance {
  const Value* decl = nullptr;
  std::string symbol;           // symbolic name (2.0), empty otherwise
  std::string copyName;         // resource copy loop name, if any
  int64_t copyIndex = -1;
  std::vector<CopyFrame> loops; // loops in effect for this instance (parents' first)
  std::string parentType, parentName;  // for children declared inside a parent's "resources"
  size_t parent = SIZE_MAX;            // instance index of the declaring parent
  bool deployed = true;         // condition
  bool conditionUnknown = false;
  bool existing = false;
  bool extensible = false;      // a Bicep extension's resource ("extension"/"import"): no ARM id
  ResourceOptions options;      // its "@options" (resource_options.hpp)
  bool failed = false;
  // The taint of the values the name, type or scope derive from: the name and id carry it too.
  uint8_t identityTaint = 0;
  bool secretIdentity() const { return identityTaint != 0; }
  std::string type, name, apiVersion, id, scope;
  std::vector<std::string> dependsOnText;  // dependsOn entries as evaluated
  std::vector<size_t> deps;                // resolved (explicit, then implicit)
  enum class State { Identified, Evaluating, Done } state = State::Identified;
  Value result;                 // the expanded resource
  Value request;                // the resource as its PUT request carries it (before the runtime projection)
  Value properties;             // what reference() returns (after runtime projection)
  DeploymentExpander* nested = nullptr;  // for Microsoft.Resources/deployments
};

// An instance's name or id as a value, flagged secret when it derives from a secure value.
inline Value identityValue(const std::string& text, const Instance& inst) {
  Value v(text);
  v.addTaint(inst.identityTaint);
  return v;
}
inline Value identityUnknown(std::string expr, const Instance& inst) {
  Value v = Value::unknown(std::move(expr));
  v.addTaint(inst.identityTaint);
  return v;
}

class DeploymentExpander : public Scope {
 public:
  DeploymentExpander(ExpansionState& st, const Template& tpl, DeploymentContext ctx, std::string path,
                     std::string templatePath, DeploymentExpander* parent, bool outerScope, uint32_t depth);

  // Parameters given by a parameter file (root) or by the parent deployment (nested).
  void setParameterFile(const ParameterFile* pf, std::string path) {
    paramFile_ = pf;
    paramPath_ = std::move(path);
  }
  void setNestedParameters(Object values) { nestedParams_ = std::move(values); }
  // Where the resources of this deployment go, when it differs from the context its
  // expressions see (outer-scope nested deployments to another resource group).
  void setTargetScopeId(std::string id) { targetScopeId_ = std::move(id); }
  const std::deque<Instance>& instances() const { return instances_; }
  const std::vector<size_t>& order() const { return order_; }
  const std::string& templatePath() const { return templatePath_; }
  const std::string& parameterPath() const { return paramPath_; }

  // Extension configs the parent deployment supplies (its `extensionConfigs` for this
  // deployment) in the deployments API's form ({type, value}, {type: "directive", evaluation},
  // {type: "keyVaultReference", ...}), and how each value was written (stack checks).
  void setExtensionConfigs(Object supplied, Array checks) {
    suppliedConfigs_ = std::move(supplied);
    configChecks_ = std::move(checks);
    stackStyle_ = true;
  }

  void run();
  const Object& outputs() const { return outputs_; }
  const std::string& path() const { return path_; }
  Value summary() const;  // the entry of Expansion::deployments
  // The parameters as evaluated, in the template's spelling (summary().parameters).
  Object evaluatedParameters() const;
  // "none", "empty" ("", [], {} or null), "expression" or "literal": a parameter's defaultValue.
  static std::string defaultKind(const Value* defaultValue);
  // True when `v` is, or holds, a non-empty string or a number.
  static bool holdsText(const Value& v);

  // Scope
  const DeploymentContext& context() const override { return ctx_; }
  Result<Value> parameter(std::string_view name, Loc loc) override;
  Result<Value> variable(std::string_view name, Loc loc) override;
  Result<Value> copyIndex(std::string_view loop, Loc loc) override;
  const UserFunctions* userFunctions() const override;
  bool inParameterDefault() const override { return inParameterDefault_ > 0; }
  Value deployment() const override;
  bool isExtensionResource(std::string_view target) const override;
  Result<Value> reference(Call& call) override;
  Result<Value> references(Call& call) override;
  Result<Value> resourceInfo(Call& call) override;
  Result<Value> target(Call& call) override;
  Result<Value> list(Call& call) override;
  Result<Value> extensions(Call& call) override;
  Result<Value> providers(Call& call) override;
  Result<Value> zones(Call& call) override;

  // For the other deployments of this expansion.
  Instance& instance(size_t i) { return instances_[i]; }
  Result<Value> ensureEvaluated(size_t i, Loc loc);

 private:
  struct Lazy {
    enum class State { Pending, Evaluating, Done, Failed } state = State::Pending;
    Value value;
  };
  struct ParameterSlot {
    const std::string* declared = nullptr;  // the name as the template spells it
    Lazy lazy;
  };

  // parameters.cpp
  void resolveParameters();
  Result<Value> resolveParameter(std::string_view name, Loc loc);
  Value placeholderFor(const std::string& name, const Value& decl);
  Value evaluateParameterFileValue(const std::string& name, const Value& written, EvalContext& ctx);
  // variables.cpp
  void declareVariables();
  void evaluateAllVariables();
  Result<Value> evaluateVariable(std::string_view name, Loc loc);
  // instances.cpp
  void identifyResources();
  void identify(const Value& decl, const std::string& symbol, size_t parent, const std::vector<CopyFrame>& loops);
  void identifyOne(Instance inst);
  void resolveDependencies();
  // resource_eval.cpp
  void evaluateResources();
  Result<Value> evaluateBody(size_t i);
  Result<Value> evaluateWithCopy(const Value& v);
  std::optional<size_t> findResource(std::string_view ref) const;
  std::vector<size_t> findResources(std::string_view ref) const;
  Value fullResource(const Instance& inst) const;
  // An existing resource that may be absent (nullIfNotFound), read as null; noted once.
  Value absentExisting(const Instance& inst);
  // The "@options" of a declaration, read (and its problems reported) once for all its copies.
  const ResourceOptions& optionsOf(const Value& decl, bool existing);
  // nested.cpp
  Result<Value> expandNested(size_t i, Value resource);
  // extensions.cpp
  struct ExtensionState {
    std::string alias, name, version;
    Object config;                      // effective: supplied, then the template's defaults
    std::vector<std::string> inlineConfig;  // properties the template itself sets
    std::vector<std::string> missing;   // required properties nothing supplies (known schemas)
    Loc loc;                            // the declaration in the template
  };
  void resolveExtensions();
  void reportUndeclaredConfigs();  // EXP081
  void useParameterFileExtensionConfigs();
  const ExtensionState* extensionState(std::string_view alias) const;
  // One written config entry ({value}, {keyVaultReference}, an expression) in the API's form,
  // evaluated in this deployment (the parent of the deployment it configures).
  Result<Value> configEntry(const Value& written, bool evaluate);
  std::optional<Value> directive(const Value& text);
  // A nested deployment's written `extensionConfigs` → (API form by alias, check entries).
  Result<std::pair<Object, Array>> nestedExtensionConfigs(const Value& written);
  void decorateExtensible(const Instance& inst, Value& resource);
  Value extensionsSummary() const;
  // outputs.cpp
  void evaluateOutputs();
  // deployment.cpp: what the template's expressions read, once per template (ExpansionState::usageByRoot).
  const TemplateUsage& templateUsageOnce() const;
  // shared helpers
  EvalContext freshContext();
  // Runs one `validate` predicate of a parameter or output declaration on a value.
  Result<Value> runValidatePredicate(const Value& predicate, const Value& value);
  Result<Value> evalIn(const Value& v, const std::vector<CopyFrame>& loops);
  // Errors that only follow from one already reported (a failed parameter, variable or
  // resource) are reported as information so the root cause stands out.
  void report(const Error& e, Severity s = Severity::Error) {
    // Past the expansion's bound on held values, every later value fails alike: one says so.
    if (e.code == "EXP089") {
      if (st_.heldBytesReported) return;
      st_.heldBytesReported = true;
    }
    bool consequence = e.code == "EXP004" || e.code == "EXP006" || e.code == "EXP014";
    st_.out.diagnostics.add(e.toDiagnostic(consequence ? Severity::Info : s));
  }
  std::string where() const;  // "in deployment 'x'" suffix for messages about nested deployments

  ExpansionState& st_;
  const Template& tpl_;
  DeploymentContext ctx_;
  std::string path_;          // "root", "root/child", ...
  std::string templatePath_;
  DeploymentExpander* parent_;
  bool outer_;                // expressions use the parent's parameters and variables
  uint32_t depth_;
  const ParameterFile* paramFile_ = nullptr;
  std::string paramPath_;
  std::optional<Object> nestedParams_;
  std::optional<std::string> targetScopeId_;
  std::map<std::string, ParameterSlot, std::less<>> params_;  // by lower-case name
  struct VarDecl {
    std::string name;     // as declared
    const Value* value;   // the value, or the loop {name, count, input} of a variable copy
    bool loop;
    Lazy slot;            // its evaluation
  };
  std::map<std::string, VarDecl, std::less<>> varDecls_;  // by lower-case name
  std::vector<std::string> varStack_;                      // variables being evaluated (cycle reports)
  std::vector<CopyFrame> loops_;  // loops in effect for what is being evaluated
  int inParameterDefault_ = 0;
  uint32_t parameterDepth_ = 0;  // parameter defaults being evaluated, nested
  std::deque<Instance> instances_;  // deque: stable references while appending
  mutable ResourceIndex resourceIndex_;  // instances_ by name, filled as lookups need it
  std::set<std::string, std::less<>> declaredNames_;  // lower-case symbols and copy-loop names, even of empty loops
  std::vector<size_t> evaluating_;  // instances being evaluated (cycle reports)
  std::vector<size_t> order_;       // completion order
  std::map<const Value*, ResourceOptions> optionsByDecl_;
  std::set<const Value*> notedAbsent_;  // declarations whose "read as absent" note was given
  Object outputs_;
  std::vector<ExtensionState> extensions_;
  Object suppliedConfigs_;  // alias → {property → API-form entry}
  Array configChecks_;      // how the supplier wrote each value (see deployment_targets.hpp)
  Array extensibleChecks_;  // extensible resources: what the extensibility host would receive
  bool stackStyle_ = false; // the parent supplies extensionConfigs (a stack-style module)
};

}  // namespace pf
