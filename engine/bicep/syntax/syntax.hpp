#pragma once
// The Bicep syntax tree. Expressions and type expressions share one node type whose
// kind says which fields mean what (documented per kind below); declarations are Decls.
// Every node has the byte span of the text it was parsed from; the parser never drops
// input, so a file with errors still gives a whole tree with Error nodes where needed.
#include <cstdint>
#include <string>
#include <vector>

namespace pf::bicep {

enum class NodeKind : uint8_t {
  Error,           // unparsable input (a diagnostic was reported)
  Int,             // ival
  Bool,            // ival 0/1
  Null,
  String,          // segments (size kids+1) interleaved with kids (interpolated expressions); multiline flag
  Array,           // kids: items (Spread allowed)
  Object,          // kids: Property, Spread or NestedResource
  Property,        // text: key (kids[0] when the key is interpolated, flag interpolatedKey); kids.back(): value
  Spread,          // kids[0]: the spread expression (...x)
  Ident,           // text: a name (variable, parameter, resource, function parameter, type name...)
  Member,          // kids[0].text ; safe for .?
  Index,           // kids[0][kids[1]] ; safe for [?], fromEnd for [^n]
  Call,            // text(args): kids are the arguments
  MethodCall,      // kids[0].text(args): kids[1..] are the arguments (namespace or resource functions);
                   // ival: offset of the function name
  ResourceAccess,  // kids[0]::text
  Unary,           // text: operator ("!", "-", "+"), kids[0]
  Binary,          // text: operator, kids[0] and kids[1]
  Ternary,         // kids[0] ? kids[1] : kids[2]
  Paren,           // (kids[0])
  NonNull,         // kids[0]!
  Lambda,          // kids[0..n-2]: Local parameters, kids.back(): body
  Local,           // text: a declared local name (lambda parameter, loop item/index); kids[0]: type if typed
  For,             // kids: [item Local, index Local (empty text when absent), iterable, body]
  If,              // kids: [condition, body]
  Decorator,       // kids[0]: Call or MethodCall
  NestedResource,  // a resource declared inside a resource body: index in the owner's Decl::children in `ival`
  // Types.
  ObjectType,      // kids: TypeProperty or AdditionalProperties
  TypeProperty,    // text: name; kids[0]: type; decorators
  AdditionalProperties,  // *: kids[0]; decorators
  TupleType,       // kids: TupleItem
  TupleItem,       // kids[0]: type; decorators
  ArrayType,       // kids[0][]
  NullableType,    // kids[0]?
  UnionType,       // kids: members
  ParameterizedType,  // text<kids...>  e.g. resourceInput<'Microsoft.Storage/storageAccounts@2023-01-01'>
  TypeItems,       // kids[0][*]
  TypeAdditional,  // kids[0].*
  ResourceType,    // legacy `resource 'type@version'` type: kids[0] String
};

const char* nodeKindName(NodeKind k);

struct Node {
  NodeKind kind = NodeKind::Error;
  bool safe = false;
  bool fromEnd = false;
  bool multiline = false;
  bool interpolatedKey = false;
  uint32_t begin = 0;
  uint32_t end = 0;
  int64_t ival = 0;
  std::string text;
  std::vector<std::string> segments;
  std::vector<Node> kids;
  std::vector<Node> decorators;

  bool isError() const { return kind == NodeKind::Error; }
  // A string without interpolation.
  bool isPlainString() const { return kind == NodeKind::String && kids.empty(); }
};

enum class DeclKind : uint8_t {
  Error,        // an unparsable statement
  TargetScope,  // value
  Metadata,     // name, value
  Param,        // name, type, value (default, optional)
  Var,          // name, type (optional), value
  Resource,     // name, target (type string), existing, value (body: Object, If or For)
  Module,       // name, target (path string), value (body)
  Output,       // name, type, value
  Type,         // name, type
  Func,         // name, params (Local with kids[0] type), type (return type), value (body)
  Import,       // target (path); importItems or wildcardAlias; legacy provider imports keep `alias`, config
  Extension,    // name (extension name or alias), target (string ref or Ident), config (with {...}), alias
  Assert,       // name, value
  Test,         // name, target (path), value
  Using,        // target (path; Null node for `using none`), config (with {...})
  Extends,      // target (path)
  ParamAssign,  // .bicepparam `param name = value`, optional type
  ExtensionConfig,  // .bicepparam `extensionConfig <alias> with {...}`: name, config
};

struct ImportItem {
  std::string name;    // the exported name (may be a quoted string)
  std::string alias;   // `as alias`, empty when absent
  uint32_t begin = 0;
  uint32_t end = 0;
};

struct Decl {
  DeclKind kind = DeclKind::Error;
  uint32_t begin = 0;  // first decorator or keyword
  uint32_t keywordBegin = 0;
  uint32_t end = 0;
  std::string name;
  uint32_t nameBegin = 0;
  uint32_t nameEnd = 0;
  std::vector<Node> decorators;
  bool hasType = false;
  Node type;
  bool hasValue = false;
  Node value;
  Node target;
  bool existing = false;
  std::vector<Node> params;
  std::vector<ImportItem> importItems;
  bool wildcard = false;
  std::string alias;
  bool hasConfig = false;
  Node config;
  // Resources declared inside this resource's body (NestedResource nodes point here by index).
  std::vector<Decl> children;
};

struct Program {
  std::vector<Decl> decls;
  // Decorators followed by no declaration they could belong to (end of file, an unknown
  // statement, a non-resource line in a resource body), one group per place.
  std::vector<std::vector<Node>> danglingDecorators;
};

}  // namespace pf::bicep
