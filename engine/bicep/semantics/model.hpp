#pragma once
// The semantic model of one Bicep file: declared symbols, what every identifier in the
// syntax tree refers to, resource and module facts (types, parents, loops, conditions,
// scopes), which variables must be inlined, and the dependencies emission needs.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/bicep/syntax/parser.hpp"
#include "engine/core/value.hpp"

namespace pf::bicep {

enum class TargetScope : uint8_t { ResourceGroup, Subscription, ManagementGroup, Tenant, Local };
const char* targetScopeName(TargetScope s);

// What an identifier (or a call's function name) refers to.
enum class BindKind : uint8_t {
  None,
  Param,
  Var,
  Resource,
  Module,
  Output,
  Func,          // user-defined function
  Type,          // type alias
  LoopItem,      // a for-expression's item variable (node = the For)
  LoopIndex,     // a for-expression's index variable (node = the For)
  LambdaParam,   // node = the Lambda, slot = parameter position
  FuncParam,     // decl = the func, slot = parameter position
  Namespace,     // az, sys, or an extension alias
  WildcardImport,  // import * as ns
  ImportedSymbol,  // a name brought in by `import {x} from` (index into imports)
  BuiltinFunction,
  AmbientType,   // string, int, bool, object, array, any...
};

struct Binding {
  Binding() = default;
  explicit Binding(BindKind k, size_t i = 0) : kind(k), index(i) {}
  BindKind kind = BindKind::None;
  size_t index = 0;                 // into the model's table for the kind
  const Node* node = nullptr;       // For/Lambda for locals
  size_t slot = 0;
  std::string name;                 // namespace name, ambient type name, builtin function name
};

// A compile-time import of a symbol from another file.
struct ImportedSymbolInfo {
  std::string localName;
  std::string originalName;
  size_t importDecl = 0;   // index into decls of the file
  enum class Kind : uint8_t { Unknown, Var, Type, Func } kind = Kind::Unknown;
};

struct ResourceInfo {
  const Decl* decl = nullptr;
  std::string name;          // the declared identifier
  std::string symbolicName;  // parent::child for nested resources
  int parent = -1;           // index of the parent resource (nesting or `parent:`)
  bool nested = false;       // parent comes from nesting (not a `parent:` property)
  const Node* parentIndex = nullptr;  // `parent: coll[i]`: the index expression
  std::vector<size_t> children;       // nested children
  std::string type;          // fully qualified type, e.g. Microsoft.Storage/storageAccounts/blobServices
  std::string apiVersion;
  bool existing = false;
  bool isAz = true;
  std::string extensionAlias;  // for non-Az resources
  bool explicitExtension = false;  // 'alias:Type@version', or inherited from a parent that has one
  const Node* forNode = nullptr;  // own loop
  const Node* ifNode = nullptr;   // own condition (If node)
  const Node* body = nullptr;     // the Object body
  const Node* nameExpr = nullptr;
  const Node* scopeExpr = nullptr;
  const Node* parentExpr = nullptr;
  const Node* dependsOnExpr = nullptr;
  // The loop this resource is emitted with: its own or an ancestor's (nested resources inherit).
  const Node* effectiveFor() const;
  bool isCollection() const { return forNode != nullptr; }
  const Node* inheritedFor = nullptr;
};

struct ModuleInfo {
  const Decl* decl = nullptr;
  std::string name;
  const Node* forNode = nullptr;
  const Node* ifNode = nullptr;
  const Node* body = nullptr;
  const Node* nameExpr = nullptr;   // null: the name is generated
  const Node* scopeExpr = nullptr;
  const Node* paramsExpr = nullptr;
  const Node* dependsOnExpr = nullptr;
  std::string path;                 // the module reference text
  bool isCollection() const { return forNode != nullptr; }
};

// One property of an extension's configuration schema.
struct ExtensionConfigField {
  std::string name;
  std::string type;  // string, int, bool, object, array, any
  bool required = false;
  bool secure = false;
};

// What an `extension` declaration names (semantics/extension_catalog.hpp).
struct ExtensionInfo {
  const Decl* decl = nullptr;
  std::string key;              // the alias, or the name as written: its key in the template
  std::string templateName;     // as templates name it: "Kubernetes", "AzureResourceManager", ...
  std::string templateVersion;
  std::string reference;        // a registry reference with aliases expanded; "" when built in
  bool az = false;              // Azure Resource Manager itself (`extension az`)
  bool typed = false;           // resource types and configuration are known (built in, or a package)
  std::vector<std::string> resourceTypes;  // "Type@version", when typed
  std::vector<ExtensionConfigField> config;
};

struct VariableInfo {
  const Decl* decl = nullptr;
  bool inlined = false;
  bool exported = false;
};

// A lexical position in the tree: which resource body (if any) and the locals in scope.
class SemanticModel {
 public:
  SemanticModel(const SourceText& src, const Program& program, FileKind kind)
      : src_(&src), program_(&program), kind_(kind) {}

  const SourceText& src() const { return *src_; }
  const Program& program() const { return *program_; }
  FileKind fileKind() const { return kind_; }
  Loc loc(uint32_t offset) const { return src_->loc(offset); }
  Loc loc(const Node& n) const { return src_->loc(n.begin); }

  TargetScope targetScope = TargetScope::ResourceGroup;
  std::vector<const Decl*> params, outputs, types, funcs, metadata, asserts, extensions, imports;
  std::vector<VariableInfo> vars;
  std::vector<ResourceInfo> resources;   // in Bicep's emission order (nested first, post-order)
  std::vector<ModuleInfo> modules;
  std::vector<ImportedSymbolInfo> importedSymbols;
  std::vector<ExtensionInfo> extensionInfos;  // one per `extensions` entry, once resolved
  std::unordered_map<std::string, Binding> globals;
  bool usesThis = false;  // a call on the `this` namespace (it needs symbolic names)

  const Binding* bindingOf(const Node& n) const {
    auto it = bindings_.find(&n);
    return it == bindings_.end() ? nullptr : &it->second;
  }
  void bind(const Node& n, Binding b) { bindings_[&n] = std::move(b); }

  // The copyIndex name a for-expression's locals use (empty: the resource/module/output loop).
  const std::string* copyName(const Node* forNode) const {
    auto it = copyNames_.find(forNode);
    return it == copyNames_.end() ? nullptr : &it->second;
  }
  void setCopyName(const Node* forNode, std::string name) { copyNames_[forNode] = std::move(name); }

  // Which declaration a lambda parameter belongs to (func params are emitted as parameters()).
  std::optional<size_t> paramIndex(std::string_view name) const;
  const ResourceInfo* resourceByDecl(const Decl* d) const;
  // The resolved extension an alias (or written name) names; nullptr when none.
  const ExtensionInfo* extensionInfo(std::string_view alias) const {
    for (const ExtensionInfo& e : extensionInfos)
      if (e.key == alias || (e.decl && e.decl->name == alias)) return &e;
    return nullptr;
  }

 private:
  const SourceText* src_;
  const Program* program_;
  FileKind kind_;
  std::unordered_map<const Node*, Binding> bindings_;
  std::unordered_map<const Node*, std::string> copyNames_;
};

}  // namespace pf::bicep
