#pragma once
// Bicep expressions → ARM template expressions, the way Bicep's ExpressionConverter does:
// operators become functions, interpolation becomes format(), resource and module property
// access becomes resourceId()/reference(), loop variables become copyIndex() lookups.
#include <optional>
#include <utility>
#include <vector>

#include "engine/bicep/emit/arm.hpp"
#include "engine/bicep/emit/context.hpp"

namespace pf::bicep {

// Loop-variable replacements used when an expression is moved out of its loop (a resource
// name read from another resource through coll[i]): For node → the index expression.
struct Replacements {
  std::vector<std::pair<const Node*, Expr>> index;
  // Lambdas over a module collection (map(mods, m => ...)): their element parameters are
  // modules, so `m.outputs.x` reads the output's value.
  std::vector<std::pair<const Node*, size_t>> moduleLambdaParams;  // lambda, parameter slot
  const Expr* find(const Node* forNode) const {
    for (auto it = index.rbegin(); it != index.rend(); ++it)
      if (it->first == forNode) return &it->second;
    return nullptr;
  }
  Replacements with(const Node* forNode, Expr e) const {
    Replacements r = *this;
    r.index.emplace_back(forNode, std::move(e));
    return r;
  }
};

// A reference to a declared resource or module, possibly into a collection.
struct SymbolRef {
  enum class Kind : uint8_t { None, Resource, Module } kind = Kind::None;
  size_t index = 0;
  const Node* indexExpr = nullptr;  // coll[i]
  bool isResource() const { return kind == Kind::Resource; }
  bool isModule() const { return kind == Kind::Module; }
};

class Converter;
// A string known at compile time: literals, interpolation of constants, constant variables.
std::optional<std::string> constantString(const Converter& c, const Node& n, int depth = 0);

class Converter {
 public:
  explicit Converter(EmitContext& ctx) : ctx_(ctx) {}

  Expr convert(const Node& n, const Replacements& r = {}) const;

  // Resources.
  SymbolRef symbolRef(const Node& n) const;   // what a (possibly indexed) expression refers to
  Replacements indexReplacements(const SymbolRef& ref, const Replacements& r) const;
  std::vector<Expr> nameSegments(size_t res, const Replacements& r) const;
  Expr resourceName(size_t res, const Replacements& r) const;        // the declared name
  Expr qualifiedName(size_t res, const Replacements& r) const;       // parent/child names joined
  Expr resourceId(size_t res, const Replacements& r) const;
  Expr reference(size_t res, const Replacements& r, bool full) const;
  // `e` (a resource's or module's reference) as if(<condition>, e, null()) when `ifNode` holds the
  // declaration's condition, for safe access (`.?`) on something a condition may leave out.
  Expr guarded(const Node* ifNode, Expr e, const Replacements& r) const;
  Expr resourceProperty(const SymbolRef& ref, const std::string& prop, const Replacements& r) const;

  // Modules.
  Expr moduleName(size_t mod, const Replacements& r) const;
  Expr moduleId(size_t mod, const Replacements& r) const;
  Expr generatedModuleName(size_t mod, std::optional<Expr> index) const;

  // Scopes: the ARM properties for a `scope:` value (subscriptionId, resourceGroup, scope).
  struct ScopeProps {
    std::optional<Expr> subscriptionId, resourceGroup, scope;
    TargetScope level = TargetScope::ResourceGroup;
    std::optional<Expr> managementGroup;  // name of an explicit management group
    bool explicitScope = false;           // a scope function call or resource was given
    std::optional<size_t> extensionOf;    // scope is a resource: extension resource
    std::optional<Expr> extensionScopeId;  // that resource's id
  };
  ScopeProps scopeOf(const Node* scopeExpr, const Replacements& r) const;
  ScopeProps resourceScope(size_t res, const Replacements& r) const;  // inherited from parents

  // Compile-time evaluation (load* functions, nameof...): a folded JSON value, or nullopt.
  std::optional<Value> foldCompileTime(const Node& call) const;
  // readEnvironmentVariable(name[, default]) (a Call, or a sys. MethodCall) in a .bicepparam
  // file: the variable's value when it may be read, else the default, else an external input.
  Expr environmentRead(const Node& call) const;
  // Whether a readEnvironmentVariable call is left to deployment time: its variable may not be
  // read and it gives no default (the .bicepparam compiler numbers it as an external input).
  bool environmentReadDeferred(const Node& call) const;

  EmitContext& ctx() const { return ctx_; }
  // Whether the value that identifier `n` names may still be inlined: false once the file's
  // inlining budget is spent (BCPPF10, reported once).
  bool admitInline(const Node& n) const;

 private:
  Expr convertIdent(const Node& n, const Replacements& r) const;
  Expr convertMember(const Node& n, const Replacements& r) const;
  bool isModuleCollection(const Node& n) const;
  Expr convertIndex(const Node& n, const Replacements& r) const;
  Expr convertCall(const Node& n, const Replacements& r) const;
  Expr convertMethodCall(const Node& n, const Replacements& r) const;
  Expr thisCall(const Node& n, const Binding& ns) const;
  Expr convertString(const Node& n, const Replacements& r) const;
  Expr convertObject(const Node& n, const Replacements& r) const;
  Expr convertArray(const Node& n, const Replacements& r) const;
  Expr convertBinary(const Node& n, const Replacements& r) const;
  Expr loopLocal(const Binding& b, const Replacements& r) const;
  Expr unsupported(const Node& n, std::string_view what) const;
  Expr resourceIdAt(const ScopeProps& scope, const std::string& type, std::vector<Expr> names) const;

  EmitContext& ctx_;
  mutable int depth_ = 0;  // guards against runaway recursion on malformed input
  // The params and variables whose values are being inlined: one met again inside its own value
  // (a cycle only malformed input reaches) is not inlined again, which would never end.
  mutable std::vector<std::pair<BindKind, size_t>> inlining_;
  Expr inlineValue(const Node& n, BindKind kind, size_t index, const Node& value) const;
  mutable int scopeDepth_ = 0;  // scopes held in variables that hold variables
};

}  // namespace pf::bicep
