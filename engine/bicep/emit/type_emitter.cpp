#include "engine/bicep/emit/type_emitter.hpp"

#include <algorithm>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/derived_types.hpp"
#include "engine/bicep/semantics/binder.hpp"

namespace pf::bicep {

namespace {

bool isAmbient(std::string_view n) {
  return n == "string" || n == "int" || n == "bool" || n == "object" || n == "array" || n == "any";
}

// How Bicep names a literal type; union members are ordered by these names.
std::string displayName(const Value& v) {
  switch (v.kind()) {
    case Kind::String: {
      std::string out = "'";
      for (char c : v.str()) {
        if (c == '\'' || c == '\\') out += '\\';
        out += c;
      }
      return out + "'";
    }
    case Kind::Int: return std::to_string(v.asInt());
    case Kind::Bool: return v.asBool() ? "true" : "false";
    case Kind::Null: return "null";
    case Kind::Array: {
      std::string out = "[";
      for (size_t i = 0; i < v.arr().size(); ++i) out += (i ? ", " : "") + displayName(v.arr()[i]);
      return out + "]";
    }
    case Kind::Object: {
      std::string out = "{ ";
      bool first = true;
      for (const auto& [k, x] : v.obj()) {
        out += (first ? "" : ", ") + k + ": " + displayName(x);
        first = false;
      }
      return out + " }";
    }
    default: return "";
  }
}

std::string nonLiteralTypeName(const Value& v) {
  switch (v.kind()) {
    case Kind::String: return "string";
    case Kind::Int: return "int";
    case Kind::Bool: return "bool";
    case Kind::Array: return "array";
    case Kind::Object: return "object";
    default: return "";
  }
}

Value deepMerge(const Value& base, const Value& over) {
  if (!base.isObject() || !over.isObject()) return over;
  Object out = base.obj();
  for (const auto& [k, v] : over.obj()) {
    const Value* old = out.find(k);
    out.set(k, old ? deepMerge(*old, v) : v);
  }
  return Value(std::move(out)).withLoc(over.loc());
}

const Node* unwrap(const Node* n) {
  while (n && n->kind == NodeKind::Paren && !n->kids.empty()) n = &n->kids[0];
  return n;
}

}  // namespace

const Node* TypeEmitter::typeAlias(const std::string& name) const {
  for (const Decl* d : c().ctx().m.types)
    if (d->name == name && d->hasType) return &d->type;
  return nullptr;
}

std::optional<std::vector<Value>> TypeEmitter::literalValues(const Node& type, int depth) const {
  if (depth > 32) return std::nullopt;
  const Node* t = unwrap(&type);
  switch (t->kind) {
    case NodeKind::String:
      if (t->isPlainString()) return std::vector<Value>{Value(t->segments[0])};
      return std::nullopt;
    case NodeKind::Int: return std::vector<Value>{Value(t->ival)};
    case NodeKind::Bool: return std::vector<Value>{Value(t->ival != 0)};
    case NodeKind::Null: return std::vector<Value>{Value()};
    case NodeKind::NullableType: {
      // `'a' | 'b'?`: the member's literals, and null, which makes the union nullable.
      if (t->kids.empty()) return std::nullopt;
      auto vs = literalValues(t->kids[0], depth + 1);
      if (vs) vs->push_back(Value());
      return vs;
    }
    case NodeKind::Unary:
      if (t->kids.empty()) return std::nullopt;
      if (t->text == "-" && t->kids[0].kind == NodeKind::Int) return std::vector<Value>{Value(-t->kids[0].ival)};
      if (t->text == "!" && t->kids[0].kind == NodeKind::Bool) return std::vector<Value>{Value(t->kids[0].ival == 0)};
      return std::nullopt;
    case NodeKind::Ident: {
      if (const Node* alias = typeAlias(t->text)) return literalValues(*alias, depth + 1);
      if (isAmbient(t->text)) return std::nullopt;
      return std::nullopt;
    }
    case NodeKind::UnionType: {
      std::vector<std::pair<std::string, Value>> named;
      for (const Node& m : t->kids) {
        auto vs = literalValues(m, depth + 1);
        if (!vs) return std::nullopt;
        for (Value& v : *vs) {
          std::string name = displayName(v);
          bool dup = false;
          for (const auto& o : named) dup = dup || o.first == name;
          if (!dup) named.emplace_back(std::move(name), std::move(v));
        }
      }
      std::stable_sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      std::vector<Value> out;
      for (auto& [n, v] : named) out.push_back(std::move(v));
      return out;
    }
    case NodeKind::ObjectType: {
      Object o;
      for (const Node& p : t->kids) {
        if (p.kind != NodeKind::TypeProperty || p.kids.empty()) return std::nullopt;
        auto vs = literalValues(p.kids[0], depth + 1);
        if (!vs || vs->size() != 1) return std::nullopt;
        o.append(p.text, (*vs)[0]);
      }
      return std::vector<Value>{Value(std::move(o))};
    }
    case NodeKind::TupleType: {
      Array a;
      for (const Node& item : t->kids) {
        if (item.kids.empty()) return std::nullopt;
        auto vs = literalValues(item.kids[0], depth + 1);
        if (!vs || vs->size() != 1) return std::nullopt;
        a.push_back((*vs)[0]);
      }
      return std::vector<Value>{Value(std::move(a))};
    }
    default: return std::nullopt;
  }
}

std::optional<std::string> TypeEmitter::refPath(const Node& type) const {
  const Node* t = unwrap(&type);
  switch (t->kind) {
    case NodeKind::Ident: {
      for (const Decl* d : c().ctx().m.types)
        if (d->name == t->text) return "#/definitions/" + c().ctx().nameOf(d);
      auto g = c().ctx().m.globals.find(t->text);
      if (g != c().ctx().m.globals.end() && g->second.kind == BindKind::ImportedSymbol)
        return "#/definitions/" + c().ctx().importedSymbolName(g->second.index);
      return std::nullopt;
    }
    case NodeKind::Member: {
      if (t->kids.empty()) return std::nullopt;
      if (t->kids[0].kind == NodeKind::Ident) {
        auto g = c().ctx().m.globals.find(t->kids[0].text);
        if (g != c().ctx().m.globals.end() && g->second.kind == BindKind::WildcardImport)
          return "#/definitions/" + c().ctx().wildcardName(g->second.index, t->text);
      }
      auto base = refPath(t->kids[0]);
      if (!base) return std::nullopt;
      return *base + "/properties/" + t->text;
    }
    case NodeKind::TypeItems: {
      if (t->kids.empty()) return std::nullopt;
      auto base = refPath(t->kids[0]);
      return base ? std::optional<std::string>(*base + "/items") : std::nullopt;
    }
    case NodeKind::TypeAdditional: {
      if (t->kids.empty()) return std::nullopt;
      auto base = refPath(t->kids[0]);
      return base ? std::optional<std::string>(*base + "/additionalProperties") : std::nullopt;
    }
    case NodeKind::Index: {
      if (t->kids.size() != 2 || t->kids[1].kind != NodeKind::Int) return std::nullopt;
      auto base = refPath(t->kids[0]);
      return base ? std::optional<std::string>(*base + "/prefixItems/" + std::to_string(t->kids[1].ival)) : std::nullopt;
    }
    default: return std::nullopt;
  }
}

Object TypeEmitter::schema(const Node& type) const {
  const Node* t = unwrap(&type);
  Loc l = c().ctx().m.loc(*t);
  auto typeProp = [&](const std::string& name) { return Value(name).withLoc(l); };
  Object o;
  switch (t->kind) {
    case NodeKind::Ident:
      if (isAmbient(t->text) && !typeAlias(t->text)) {  // a type alias may shadow an ambient name
        if (t->text != "any") o.append("type", typeProp(t->text));  // `any` puts no constraint
        return o;
      }
      if ((t->text == "resourceInput" || t->text == "resourceOutput") && !typeAlias(t->text)) {
        c().ctx().diags.add(diag::typeArgumentsRequired(l, t->text));
        o.append("type", typeProp("object"));
        return o;
      }
      break;
    case NodeKind::Member:
      if (!t->kids.empty() && t->kids[0].kind == NodeKind::Ident && t->kids[0].text == "sys" && isAmbient(t->text)) {
        o.append("type", typeProp(t->text));
        return o;
      }
      break;
    case NodeKind::ResourceType: {
      o.append("type", typeProp("string"));
      Object md;
      if (!t->kids.empty() && t->kids[0].isPlainString()) md.append("resourceType", Value(t->kids[0].segments[0]));
      o.append("metadata", Value(std::move(md)));
      return o;
    }
    case NodeKind::ArrayType: {
      o.append("type", typeProp("array"));
      if (!t->kids.empty()) {
        const Node* item = unwrap(&t->kids[0]);
        auto lits = (item->kind == NodeKind::Ident || item->kind == NodeKind::Member) ? std::nullopt : literalValues(*item);
        if (lits) {
          Array a(lits->begin(), lits->end());
          o.append("allowedValues", Value(std::move(a)));
        } else {
          o.append("items", Value(schema(*item)));
        }
      }
      return o;
    }
    case NodeKind::NullableType: {
      if (t->kids.empty()) break;
      o = schema(t->kids[0]);
      o.set("nullable", Value(true));
      return o;
    }
    case NodeKind::NonNull: {
      if (t->kids.empty()) break;
      o = schema(t->kids[0]);
      o.set("nullable", Value(false));
      return o;
    }
    case NodeKind::ObjectType: {
      o.append("type", typeProp("object"));
      Object props;
      std::optional<Value> additional;
      for (const Node& p : t->kids) {
        if (p.kids.empty()) continue;
        Object ps = withModifiers(decoratedSchema(p.kids[0], p.decorators), p.decorators, false);
        if (p.kind == NodeKind::AdditionalProperties) additional = Value(std::move(ps));
        else props.append(p.text, Value(std::move(ps)).withLoc(c().ctx().m.loc(p)));
      }
      o.append("properties", Value(std::move(props)));
      if (additional) o.append("additionalProperties", *additional);
      return o;
    }
    case NodeKind::TupleType: {
      o.append("type", typeProp("array"));
      Array items;
      for (const Node& item : t->kids)
        if (!item.kids.empty())
          items.push_back(Value(withModifiers(decoratedSchema(item.kids[0], item.decorators), item.decorators, false)));
      o.append("prefixItems", Value(std::move(items)));
      o.append("items", Value(false));
      return o;
    }
    default: break;
  }
  // Before $ref: an access on an alias of a resource-derived type is itself one.
  if (auto derived = resolveDerivedType(*t, c().ctx())) return derivedSchema(*derived, l);
  if (auto path = refPath(*t)) {
    o.append("$ref", Value(*path).withLoc(l));
    return o;
  }
  if (auto lits = literalValues(*t)) {
    bool nullable = false;
    Array allowed;
    std::string typeName;
    for (const Value& v : *lits) {
      if (v.isNull()) {
        nullable = true;
        continue;
      }
      if (typeName.empty()) typeName = nonLiteralTypeName(v);
      allowed.push_back(v);
    }
    o.append("type", typeProp(typeName.empty() ? "object" : typeName));
    o.append("allowedValues", Value(std::move(allowed)));
    if (nullable) o.append("nullable", Value(true));
    return o;
  }
  if (t->kind == NodeKind::UnionType) {
    // A union of non-literal types (discriminated objects need @discriminator).
    c().ctx().diags.add(diag::unsupported(l, "this union type"));
    o.append("type", typeProp("object"));
    return o;
  }
  if (t->kind == NodeKind::ParameterizedType) {
    c().ctx().diags.add(diag::unsupported(l, "the type " + t->text + "<...>"));
    o.append("type", typeProp("object"));
    return o;
  }
  if (t->kind == NodeKind::Member && !t->kids.empty()) {
    c().ctx().diags.add(diag::unsupported(l, "this type member access"));
    o.append("type", typeProp("object"));
    return o;
  }
  if (t->kind != NodeKind::Error) c().ctx().diags.add(diag::unsupported(l, "this type expression"));
  o.append("type", typeProp("object"));
  return o;
}

// What Bicep writes for a resource-derived type: the kind of the value at that path of the
// resource body (none for `any`) and where it came from.
Object TypeEmitter::derivedSchema(const DerivedType& d, Loc l) const {
  Object o;
  if (!d.typeName.empty()) o.append("type", Value(d.typeName).withLoc(l));
  Object source;
  source.append("source", Value(d.source));
  if (d.output) source.append("output", Value(true));
  Object md;
  md.append("__bicep_resource_derived_type!", Value(std::move(source)));
  o.append("metadata", Value(std::move(md)));
  return o;
}

Object TypeEmitter::decoratedSchema(const Node& type, const std::vector<Node>& decorators) const {
  const Node* dec = findDecorator(decorators, "discriminator");
  auto args = dec ? callArgs(*dec) : std::vector<const Node*>{};
  if (args.empty() || !args[0]->isPlainString()) return schema(type);
  const Node* t = unwrap(&type);
  std::optional<bool> nullable;
  if ((t->kind == NodeKind::NullableType || t->kind == NodeKind::NonNull) && !t->kids.empty()) {
    nullable = t->kind == NodeKind::NullableType;
    t = unwrap(&t->kids[0]);
  }
  if (t->kind != NodeKind::UnionType) return schema(type);
  Object s = discriminatedUnion(*t, args[0]->segments[0], 0);
  if (nullable) s.append("nullable", Value(*nullable));
  return s;
}

// A mapping from each member's value of the discriminator property to the member's schema;
// members that are discriminated unions themselves contribute their members.
Object TypeEmitter::discriminatedUnion(const Node& union_, const std::string& prop, int depth) const {
  Object mapping;
  for (const Node& member : union_.kids) {
    const Node* target = unwrap(&member);
    if (target->kind == NodeKind::Ident)
      if (const Node* alias = typeAlias(target->text)) target = unwrap(alias);
    if (target->kind == NodeKind::UnionType) {
      if (depth > 16) continue;  // a type referring to itself stops here
      Object inner = discriminatedUnion(*target, prop, depth + 1);
      if (const Value* map = inner.find("discriminator") ? inner.find("discriminator")->get("mapping") : nullptr)
        for (const auto& [k, v] : map->obj()) mapping.set(k, v);
      continue;
    }
    std::string key;
    if (target->kind == NodeKind::ObjectType)
      for (const Node& p : target->kids)
        if (p.kind == NodeKind::TypeProperty && p.text == prop && !p.kids.empty() && p.kids[0].isPlainString())
          key = p.kids[0].segments[0];
    if (target->kind != NodeKind::ObjectType)
      if (const Value* def = importedDefinition(*target)) {
        // An imported member: its declaration lives in another file, so read what was emitted for it.
        if (const Value* inner = def->get("discriminator"); inner && inner->get("mapping")) {
          for (const auto& [k, v] : inner->get("mapping")->obj()) mapping.set(k, v);
          continue;
        }
        const Value* props = def->get("properties");
        const Value* p = props ? props->get(prop) : nullptr;
        const Value* allowed = p ? p->get("allowedValues") : nullptr;
        if (allowed && allowed->isArray() && allowed->arr().size() == 1 && allowed->arr()[0].isString())
          key = allowed->arr()[0].str();
      }
    mapping.set(key, Value(schema(member)));
  }
  Object disc;
  disc.append("propertyName", Value(prop));
  disc.append("mapping", Value(std::move(mapping)));
  Object s;
  s.append("type", Value("object"));
  s.append("discriminator", Value(std::move(disc)));
  return s;
}

// The schema emitted for an imported type (`import {t} from ...` or `ns.t` of `import * as ns`).
const Value* TypeEmitter::importedDefinition(const Node& type) const {
  auto path = refPath(type);
  constexpr std::string_view prefix = "#/definitions/";
  if (!path || path->rfind(prefix, 0) != 0) return nullptr;
  return c().ctx().imported.definitions.find(std::string_view(*path).substr(prefix.size()));
}

Object TypeEmitter::withModifiers(Object s, const std::vector<Node>& decorators, bool exportable) const {
  auto arg = [&](const char* name) -> const Node* {
    const Node* d = findDecorator(decorators, name);
    if (!d) return nullptr;
    auto args = callArgs(*d);
    return args.empty() ? nullptr : args[0];
  };
  if (findDecorator(decorators, "secure")) {
    if (const Value* t = s.find("type")) {
      if (t->isString() && t->str() == "string") s.set("type", Value("securestring").withLoc(t->loc()));
      else if (t->isString() && t->str() == "object") s.set("type", Value("secureObject").withLoc(t->loc()));
    }
  }
  if (findDecorator(decorators, "sealed")) s.set("additionalProperties", Value(false));
  if (exportable && findDecorator(decorators, "export")) {
    Object md = s.find("metadata") && s.find("metadata")->isObject() ? s.find("metadata")->obj() : Object();
    md.set("__bicep_export!", Value(true));
    s.set("metadata", Value(std::move(md)));
  }
  // @metadata merges into what is there (a resource-derived type's marker, __bicep_export!), as
  // Bicep's MergeProperty does: objects deeply, anything else replaced.
  if (const Node* md = arg("metadata")) {
    Value given = v_.emit(*md);
    const Value* had = s.find("metadata");
    s.set("metadata", had ? deepMerge(*had, given) : given);
  }
  for (const char* k : {"minLength", "maxLength", "minValue", "maxValue"})
    if (const Node* a = arg(k)) s.set(k, v_.emit(*a));
  // @validate(predicate, message?) → "validate": ["[lambda('x', ...)]", "message"], the shape
  // Bicep emits and ARM's user-defined constraint reads (predicate/message pairs).
  if (const Node* d = findDecorator(decorators, "validate")) {
    Array items;
    for (const Node* a : callArgs(*d)) items.push_back(v_.emit(*a));
    if (!items.empty()) s.set("validate", Value(std::move(items)));
  }
  if (const Node* d = arg("description")) {
    Object md = s.find("metadata") && s.find("metadata")->isObject() ? s.find("metadata")->obj() : Object();
    md.set("description", v_.emit(*d));
    s.set("metadata", Value(std::move(md)));
  }
  return s;
}

}  // namespace pf::bicep
