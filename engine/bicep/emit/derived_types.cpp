#include "engine/bicep/emit/derived_types.hpp"

#include <cctype>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/body_shape.hpp"
#include "engine/bicep/semantics/spelling.hpp"
#include "engine/core/value.hpp"

namespace pf::bicep {

namespace {

using Kind = azuretypes::Kind;

struct Access {
  enum class Op { Property, Items, Additional, Index } op;
  const Node* node;
  bool viaAlias;  // written in a type alias's declaration, which reports its own problems
};

const Node* unwrapParens(const Node* n) {
  while (n->kind == NodeKind::Paren && !n->kids.empty()) n = &n->kids[0];
  return n;
}

bool isDerivedRoot(const Node& n) {
  return n.kind == NodeKind::ParameterizedType && (n.text == "resourceInput" || n.text == "resourceOutput");
}

const Node* aliasType(const std::string& name, const EmitContext& ctx) {
  for (const Decl* d : ctx.m.types)
    if (d->name == name && d->hasType) return &d->type;
  return nullptr;
}

// The resourceInput<...>/resourceOutput<...> node under the accesses of `n` (following type
// aliases), with the accesses in the order they apply; null when `n` is not such a chain.
const Node* chainRoot(const Node& n, std::vector<Access>& out, const EmitContext& ctx, bool viaAlias, int depth) {
  if (depth > 64) return nullptr;  // an alias that refers to itself
  const Node* t = unwrapParens(&n);
  auto step = [&](Access::Op op) -> const Node* {
    if (t->kids.empty()) return nullptr;
    const Node* root = chainRoot(t->kids[0], out, ctx, viaAlias, depth + 1);
    if (root) out.push_back({op, t, viaAlias});
    return root;
  };
  switch (t->kind) {
    case NodeKind::ParameterizedType: return isDerivedRoot(*t) ? t : nullptr;
    case NodeKind::Member: return step(Access::Op::Property);
    case NodeKind::TypeItems: return step(Access::Op::Items);
    case NodeKind::TypeAdditional: return step(Access::Op::Additional);
    case NodeKind::Index:
      return t->kids.size() == 2 && t->kids[1].kind == NodeKind::Int ? step(Access::Op::Index) : nullptr;
    case NodeKind::Ident:
      if (const Node* alias = aliasType(t->text, ctx)) return chainRoot(*alias, out, ctx, true, depth + 1);
      return nullptr;
    default: return nullptr;
  }
}

std::string escapePointerSegment(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

bool isApiVersion(std::string_view v) {
  // yyyy-mm-dd, optionally followed by -preview, -beta and the like.
  if (v.size() < 10) return false;
  for (size_t i = 0; i < 10; ++i) {
    bool dash = i == 4 || i == 7;
    if (dash ? v[i] != '-' : !std::isdigit(static_cast<unsigned char>(v[i]))) return false;
  }
  if (v.size() == 10) return true;
  if (v[10] != '-' || v.size() == 11) return false;
  for (char c : v.substr(11))
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
  return true;
}

bool isResourceTypeName(std::string_view t) {
  size_t slash = t.find('/');
  if (slash == 0 || slash == std::string_view::npos || t.back() == '/') return false;
  for (size_t i = 0; i < t.size(); ++i) {
    char c = t[i];
    if (c == '/' && t[i - 1] == '/') return false;
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != '_' && c != '/') return false;
  }
  return true;
}

// The type reference of the root, checked: "Type" and "version"; false when malformed (reported).
struct TypeReference {
  std::string type, version;
};
std::optional<TypeReference> rootReference(const Node& root, const EmitContext& ctx, bool report) {
  auto problem = [&](Diagnostic d) {
    if (report) ctx.diags.add(std::move(d));
    return std::nullopt;
  };
  if (root.kids.size() != 1) return problem(diag::expectedArguments(ctx.m.loc(root), 1, 1, root.kids.size()));
  const Node& arg = root.kids[0];
  if (arg.kind != NodeKind::String) {
    std::string_view text = ctx.m.src().text().substr(arg.begin, arg.end - arg.begin);
    return problem(diag::typeMismatchArgument(ctx.m.loc(arg), text, "string"));
  }
  if (!arg.isPlainString()) return problem(diag::compileTimeConstantRequired(ctx.m.loc(arg)));
  std::string_view text = arg.segments[0];
  // An optional namespace qualifier: 'az:Type@version'.
  size_t colon = text.find(':');
  if (colon != std::string_view::npos && colon < text.find('/')) {
    std::string_view ns = text.substr(0, colon);
    if (!ns.empty() && ns != "az" && ns != "sys") return problem(diag::unknownResourceNamespace(ctx.m.loc(arg), ns));
    if (ns.empty()) return problem(diag::invalidResourceType(ctx.m.loc(arg)));
    text = text.substr(colon + 1);
  }
  size_t at = text.rfind('@');
  if (at == std::string_view::npos || !isResourceTypeName(text.substr(0, at)) || !isApiVersion(text.substr(at + 1)))
    return problem(diag::invalidResourceType(ctx.m.loc(arg)));
  return TypeReference{std::string(text.substr(0, at)), std::string(text.substr(at + 1))};
}

size_t typeSegments(std::string_view type) {
  size_t n = 1;
  for (char c : type) n += c == '/';
  return n;
}

}  // namespace

std::optional<DerivedType> resolveDerivedType(const Node& type, const EmitContext& ctx) {
  const Node* t = unwrapParens(&type);
  if (t->kind == NodeKind::Ident) return std::nullopt;
  std::vector<Access> path;
  const Node* root = chainRoot(*t, path, ctx, false, 0);
  if (!root) return std::nullopt;
  // The root is reported where it is written: here, unless it came through an alias.
  bool reportRoot = path.empty() || !path.front().viaAlias;

  DerivedType out;
  out.output = root->text == "resourceOutput";
  auto ref = rootReference(*root, ctx, reportRoot);
  if (!ref) return out;
  if (path.empty()) {
    ctx.diags.add(diag::wholeResourceBody(ctx.m.loc(*root)));
    return out;
  }

  const azuretypes::TypeIndex& index = ctx.types();
  std::optional<BodyShape> shape;
  if (auto body = index.body(ref->type, ref->version)) {
    // A child type whose body is discriminated by name gets Bicep's generic body when it is not
    // declared under its parent (AzResourceTypeProvider), as here.
    bool byName = body->kind() == Kind::Discriminated && iequals(body->discriminator(), "name");
    shape = byName && typeSegments(ref->type) > 2 ? BodyShape::generic() : BodyShape::body(*body);
  } else {
    if (reportRoot) ctx.diags.add(diag::resourceTypeNotInIndex(ctx.m.loc(root->kids[0]), ref->type + "@" + ref->version));
    shape = BodyShape::generic();
  }
  out.source = index.spelling(ref->type, ref->version).value_or(ref->type) + "@" + ref->version + "#";

  std::string_view text = ctx.m.src().text();
  bool lost = false;  // after a problem the rest of the path is `any`, reported once
  for (size_t i = 0; i < path.size(); ++i) {
    const Access& a = path[i];
    const Node& n = *a.node;
    if (i) out.source += "/";
    std::string what = a.viaAlias ? std::string() : std::string(text.substr(n.kids[0].begin, n.kids[0].end - n.kids[0].begin));
    auto fail = [&](Diagnostic d) {
      if (!lost && !a.viaAlias) ctx.diags.add(std::move(d));
      lost = true;
    };
    std::optional<BodyShape> next;
    bool any = lost || shape->kind() == Kind::Any;
    switch (a.op) {
      case Access::Op::Property: {
        out.source += "properties/" + escapePointerSegment(n.text);
        if (any) break;
        Loc at = ctx.m.loc(n.end >= n.text.size() ? static_cast<uint32_t>(n.end - n.text.size()) : n.begin);
        bool object = shape->kind() == Kind::Object || shape->kind() == Kind::Discriminated;
        if (object) next = shape->property(n.text);
        if (next) break;
        std::vector<std::string> names = object ? shape->propertyNames() : std::vector<std::string>();
        if (auto suggestion = spellingSuggestion(n.text, names))
          fail(diag::typeHasNoPropertyDidYouMean(at, what, n.text, *suggestion));
        else
          fail(diag::typeHasNoProperty(at, what, n.text, names));
        break;
      }
      case Access::Op::Items:
      case Access::Op::Index:
        out.source += a.op == Access::Op::Items ? "items" : "prefixItems/" + std::to_string(n.kids[1].ival);
        if (any) break;
        if (shape->kind() == Kind::Array) next = shape->items();
        if (!next) fail(diag::itemsOfUntypedArray(ctx.m.loc(n.kids[0].end)));
        break;
      case Access::Op::Additional:
        out.source += "additionalProperties";
        if (any) break;
        if (shape->kind() == Kind::Object) next = shape->additionalProperties();
        if (!next) fail(diag::noAdditionalPropertiesType(ctx.m.loc(n.kids[0].end), what));
        break;
    }
    if (next) shape = next;
    else lost = true;
  }
  if (!lost) out.typeName = std::string(azuretypes::armTypeName(shape->kind()));
  return out;
}

Value withImportedDerivedTypeOrder(const Value& v) {
  if (v.isArray()) {
    Array a;
    for (const Value& x : v.arr()) a.push_back(withImportedDerivedTypeOrder(x));
    return Value(std::move(a)).withLoc(v.loc());
  }
  if (!v.isObject()) return v;
  Object o;
  for (const auto& [k, x] : v.obj()) o.append(k, withImportedDerivedTypeOrder(x));
  const Value* md = o.find("metadata");
  if (md && md->isObject() && md->get("__bicep_resource_derived_type!") && o.find("nullable")) {
    Object reordered;
    for (const char* first : {"type", "nullable", "metadata"})
      if (const Value* x = o.find(first)) reordered.append(first, *x);
    for (const auto& [k, x] : o)
      if (k != "type" && k != "nullable" && k != "metadata") reordered.append(k, x);
    o = std::move(reordered);
  }
  return Value(std::move(o)).withLoc(v.loc());
}

}  // namespace pf::bicep
