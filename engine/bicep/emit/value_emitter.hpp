#pragma once
// Bicep expressions in value positions → template JSON: objects and arrays stay JSON
// (property loops become `copy` arrays), literals stay literals, everything else becomes
// an "[expression]" string. Every value carries the Bicep position it came from.
#include <set>

#include "engine/bicep/emit/converter.hpp"

namespace pf::bicep {

class ValueEmitter {
 public:
  explicit ValueEmitter(const Converter& c) : c_(c) {}

  Value emit(const Node& n, const Replacements& r = {}) const;
  // An object literal's properties, loops first as a `copy` array; `omit` names are skipped.
  Value emitObject(const Node& obj, const Replacements& r, const std::set<std::string>& omit = {}) const;
  // {name?, count, mode/batchSize?, input?} for a for-expression.
  Value copyObject(const std::string* name, const Node& forNode, const Node* input, const Replacements& r,
                   std::optional<int64_t> batchSize = std::nullopt) const;
  // A copy loop's `input`: objects and plain strings as JSON, anything else as an expression.
  Value copyInput(const Node& body, const Replacements& r) const;

  // kv.getSecret('name'[, 'version']) on a Key Vault resource declared in this file, as ARM's
  // {keyVault: {id}, secretName, secretVersion?} (module parameters and extension configs both
  // pass secrets so): as JSON, or as one createObject() expression for an entry a condition
  // chooses. Null when `call` is not such a call.
  std::optional<Value> keyVaultReference(const Node& call) const;
  std::optional<Expr> keyVaultReferenceExpr(const Node& call) const;

  const Converter& converter() const { return c_; }

 private:
  Loc loc(const Node& n) const { return c_.ctx().m.loc(n); }
  std::optional<SymbolRef> keyVaultOf(const Node& call) const;
  const Converter& c_;
};

}  // namespace pf::bicep
