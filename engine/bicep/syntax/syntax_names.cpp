#include "engine/bicep/syntax/syntax.hpp"

namespace pf::bicep {

const char* nodeKindName(NodeKind k) {
  switch (k) {
    case NodeKind::Error: return "Error";
    case NodeKind::Int: return "Int";
    case NodeKind::Bool: return "Bool";
    case NodeKind::Null: return "Null";
    case NodeKind::String: return "String";
    case NodeKind::Array: return "Array";
    case NodeKind::Object: return "Object";
    case NodeKind::Property: return "Property";
    case NodeKind::Spread: return "Spread";
    case NodeKind::Ident: return "Ident";
    case NodeKind::Member: return "Member";
    case NodeKind::Index: return "Index";
    case NodeKind::Call: return "Call";
    case NodeKind::MethodCall: return "MethodCall";
    case NodeKind::ResourceAccess: return "ResourceAccess";
    case NodeKind::Unary: return "Unary";
    case NodeKind::Binary: return "Binary";
    case NodeKind::Ternary: return "Ternary";
    case NodeKind::Paren: return "Paren";
    case NodeKind::NonNull: return "NonNull";
    case NodeKind::Lambda: return "Lambda";
    case NodeKind::Local: return "Local";
    case NodeKind::For: return "For";
    case NodeKind::If: return "If";
    case NodeKind::Decorator: return "Decorator";
    case NodeKind::NestedResource: return "NestedResource";
    case NodeKind::ObjectType: return "ObjectType";
    case NodeKind::TypeProperty: return "TypeProperty";
    case NodeKind::AdditionalProperties: return "AdditionalProperties";
    case NodeKind::TupleType: return "TupleType";
    case NodeKind::TupleItem: return "TupleItem";
    case NodeKind::ArrayType: return "ArrayType";
    case NodeKind::NullableType: return "NullableType";
    case NodeKind::UnionType: return "UnionType";
    case NodeKind::ParameterizedType: return "ParameterizedType";
    case NodeKind::TypeItems: return "TypeItems";
    case NodeKind::TypeAdditional: return "TypeAdditional";
    case NodeKind::ResourceType: return "ResourceType";
  }
  return "?";
}

}  // namespace pf::bicep
