#pragma once
// Builds the semantic model of a parsed file: declares symbols, resolves every identifier,
// flattens nested resources and works out resource types, parents, loops and conditions.
#include "engine/bicep/semantics/model.hpp"
#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

std::unique_ptr<SemanticModel> bind(const SourceText& src, const Program& program, FileKind kind, Diagnostics& diags);

// The object body of a resource or module declaration value ({...}, if (...) {...}, [for ...: ...]).
const Node* unwrapBody(const Node& value, const Node** forNode, const Node** ifNode);
// The value of property `name` in an Object node (case-sensitive, as Bicep), or null.
const Node* findProperty(const Node& object, std::string_view name);
// The callee of a decorator (`@sys.description(...)` → "description") and its Call/MethodCall node.
const Node* findDecorator(const std::vector<Node>& decorators, std::string_view name);
// Arguments of a Call or MethodCall node.
std::vector<const Node*> callArgs(const Node& call);

}  // namespace pf::bicep
