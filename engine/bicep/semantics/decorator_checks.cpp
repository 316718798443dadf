#include "engine/bicep/semantics/decorator_checks.hpp"

#include <algorithm>
#include <map>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/bicep/semantics/decorator_table.hpp"
#include "engine/bicep/semantics/function_names.hpp"
#include "engine/bicep/semantics/spelling.hpp"

namespace pf::bicep {

namespace {

// What a decorator is attached to.
struct Target {
  uint16_t kind = 0;         // one DecoratorTarget bit; 0: a statement Bicep lets take any decorator
  const char* what = "";     // "parameter", "variable", ... for messages
  const Node* type = nullptr;  // the declared type, if any
  bool collection = false;   // a resource or module loop
  bool paramAssign = false;  // a `param` of a .bicepparam file
  const Decl* decl = nullptr;  // the declaration (the enclosing one for type members)
};

// A declared type reduced to what decorators care about: its ARM kind and how Bicep names it.
struct TypeFacts {
  enum class Kind { Unknown, String, Int, Bool, Object, Array } kind = Kind::Unknown;
  std::string name;
};

const char* kindName(TypeFacts::Kind k) {
  switch (k) {
    case TypeFacts::Kind::String: return "string";
    case TypeFacts::Kind::Int: return "int";
    case TypeFacts::Kind::Bool: return "bool";
    case TypeFacts::Kind::Object: return "object";
    case TypeFacts::Kind::Array: return "array";
    default: return "";
  }
}

bool accepts(std::string_view attachable, TypeFacts::Kind k) {
  std::string_view want = kindName(k);
  size_t pos = 0;
  while (pos <= attachable.size()) {
    size_t bar = attachable.find(" | ", pos);
    std::string_view part = attachable.substr(pos, bar == std::string_view::npos ? std::string_view::npos : bar - pos);
    if (part == want) return true;
    if (bar == std::string_view::npos) break;
    pos = bar + 3;
  }
  return false;
}

class DecoratorChecker {
 public:
  DecoratorChecker(const SemanticModel& m, const FeatureSet& f, Diagnostics& d) : m_(m), features_(f), diags_(d) {}

  void run() {
    for (const Decl& d : m_.program().decls) checkDecl(d);
    for (const auto& group : m_.program().danglingDecorators) dangling(group);
  }

 private:
  void checkDecl(const Decl& d) {
    Target t;
    switch (d.kind) {
      case DeclKind::Param: t = {kOnParam, "parameter"}; break;
      case DeclKind::ParamAssign: t = {kOnParam, "parameter"}; t.paramAssign = true; break;
      case DeclKind::Var: t = {kOnVar, "variable"}; break;
      case DeclKind::Resource: t = {kOnResource, "resource"}; break;
      case DeclKind::Module: t = {kOnModule, "module"}; break;
      case DeclKind::Output: t = {kOnOutput, "output"}; break;
      case DeclKind::Type: t = {kOnType, "type"}; break;
      case DeclKind::Func: t = {kOnFunc, "a function"}; break;
      case DeclKind::Extension: t = {kOnExtension, "an extension"}; break;
      case DeclKind::Metadata:
        t = {kOnMetadata, "metadata"};
        // A metadata value is written into the template as it is: it must be a constant.
        if (d.hasValue)
          if (const Node* bad = firstNonConstant(d.value, 0); bad && !reportedElsewhere(*bad, nullptr, 0))
            diags_.add(diag::compileTimeConstantRequired(m_.loc(bad->begin)));
        break;
      case DeclKind::TargetScope:
      case DeclKind::Using:
      case DeclKind::Extends:
      case DeclKind::ExtensionConfig:
        for (const Node& dec : d.decorators) diags_.add(diag::decoratorsNotAllowed(m_.loc(dec.begin)));
        return;
      default: break;  // import, assert, test: Bicep accepts any decorator there
    }
    if (d.hasType) t.type = &d.type;
    if (d.hasValue && d.value.kind == NodeKind::For) t.collection = true;
    t.decl = &d;
    checkAll(d.decorators, t);
    if (d.hasType) checkTypeMembers(d.type, &d, 0);
    for (const Decl& child : d.children) checkDecl(child);
  }

  // Decorators inside type expressions: object properties, additional properties, tuple items.
  void checkTypeMembers(const Node& n, const Decl* owner, int depth) {
    if (depth > 64) return;
    for (const Node& k : n.kids) {
      if (k.kind == NodeKind::TypeProperty || k.kind == NodeKind::AdditionalProperties ||
          k.kind == NodeKind::TupleItem) {
        Target t{kOnType, "type"};
        if (!k.kids.empty()) t.type = &k.kids[0];
        t.decl = owner;
        checkAll(k.decorators, t);
      }
      checkTypeMembers(k, owner, depth + 1);
    }
  }

  void checkAll(const std::vector<Node>& decorators, const Target& t) {
    if (decorators.empty()) return;
    if (t.paramAssign) {
      for (const Node& dec : decorators) diags_.add(diag::decoratorsNotAllowed(m_.loc(dec.begin)));
      return;
    }
    std::map<std::string, int> seen;
    std::vector<std::pair<const Node*, const DecoratorSpec*>> resolved;
    for (const Node& dec : decorators) {
      const DecoratorSpec* spec = resolve(dec);
      if (spec) ++seen[spec->name];
      resolved.emplace_back(&dec, spec);
    }
    for (const auto& [dec, spec] : resolved) {
      if (!spec) continue;
      if (seen[spec->name] > 1) diags_.add(diag::duplicateDecorator(m_.loc(dec->begin), spec->name));
      checkOne(*dec, *spec, t);
    }
  }

  void checkOne(const Node& dec, const DecoratorSpec& spec, const Target& t) {
    const Node& call = dec.kids[0];
    if (t.kind != 0 && !(spec.targets & t.kind)) {
      // `@sys.allowed` on a type member compiles in Bicep and is dropped (Azure Verified Modules'
      // official JSON, Bicep 0.45); unqualified `@allowed` there is BCP297 (InvalidTypeDeclarations).
      if (t.kind == kOnType && call.kind == NodeKind::MethodCall && std::string_view(spec.name) == "allowed") return;
      if (t.kind == kOnFunc || t.kind == kOnExtension) diags_.add(diag::decoratorIgnored(nameLoc(call), spec.name, t.what));
      else diags_.add(diag::decoratorWrongTarget(nameLoc(call), spec.name, t.what));
      return;
    }
    auto args = callArgs(call);
    if (static_cast<int>(args.size()) < spec.minArgs || (spec.maxArgs >= 0 && static_cast<int>(args.size()) > spec.maxArgs)) {
      diags_.add(diag::expectedArguments(argsLoc(call), spec.minArgs, spec.maxArgs, args.size()));
      return;
    }
    std::string_view name = spec.name;
    for (size_t i = 0; i < args.size(); ++i)
      // A predicate of the wrong type is the one error Bicep gives for @waitUntil
      // (WaitUntilDecoratorTests): the call matches no overload, its other arguments are not read.
      if (!checkArgument(name, i, *args[i], t.decl) && name == "waitUntil") break;
    if (name == "batchSize") {
      if (!t.collection) diags_.add(diag::batchSizeNotAllowed(m_.loc(dec.begin), name));
      if (auto v = literalInt(*args[0]); v && *v < 1) diags_.add(diag::batchSizeTooSmall(m_.loc(args[0]->begin), *v));
    }
    if (name == "validate") checkValidate(args);
    if (name == "retryOn") checkRetryOn(args);
    if (!t.type) return;
    bool aliasSensitive = name == "minLength" || name == "maxLength" || name == "minValue" || name == "maxValue" ||
                          name == "secure" || name == "allowed" || name == "sealed";
    if (name == "sealed" && isResourceDerived(unwrapNullable(*t.type))) {
      diags_.add(diag::sealedResourceDerivedType(m_.loc(dec.begin)));
      return;
    }
    if (aliasSensitive && refersToTypeAlias(*t.type)) {
      diags_.add(diag::decoratorOnTypeAlias(m_.loc(dec.begin), name));
      return;
    }
    // A union under @discriminator gets Bicep's per-member checks (BCP286), not BCP124.
    bool discriminatedUnion = name == "discriminator" && unwrapNullable(*t.type).kind == NodeKind::UnionType;
    if (spec.attachable && !discriminatedUnion) {
      TypeFacts facts = typeFacts(t.type, 0);
      if (facts.kind != TypeFacts::Kind::Unknown && !accepts(spec.attachable, facts.kind))
        diags_.add(diag::decoratorTargetType(m_.loc(dec.begin), name, spec.attachable, facts.name));
    }
  }

  // The parameter types of decorator arguments (Bicep's decorator overloads); "" for any/lambda.
  static std::string_view argumentType(std::string_view decorator, size_t i) {
    if (decorator == "description" || decorator == "discriminator") return i == 0 ? "string" : "";
    if (decorator == "minValue" || decorator == "maxValue" || decorator == "minLength" || decorator == "maxLength" ||
        decorator == "batchSize")
      return i == 0 ? "int" : "";
    if (decorator == "allowed") return i == 0 ? "array" : "";
    if (decorator == "metadata") return i == 0 ? "object" : "";
    if (decorator == "retryOn") return i == 0 ? "array" : "int";
    if (decorator == "waitUntil") return i == 0 ? "object => bool" : "string";
    if (decorator == "validate") return i == 1 ? "string" : "";
    return "";
  }

  // Arguments Bicep requires to be compile-time constants (all but a batch size and predicates).
  static bool constantArgument(std::string_view decorator, size_t i) {
    if (decorator == "batchSize") return false;
    if (decorator == "waitUntil" || decorator == "validate") return i == 1;
    return true;
  }

  // False when the argument's type does not match (said as BCP070).
  bool checkArgument(std::string_view decorator, size_t i, const Node& arg, const Decl* owner) {
    std::string_view want = argumentType(decorator, i);
    if (!want.empty()) {
      if (auto got = literalType(arg); got && got->first != want) {
        diags_.add(diag::typeMismatchArgument(m_.loc(arg.begin), got->second, want));
        return false;
      }
    }
    if (constantArgument(decorator, i)) {
      // An expression with errors of its own (an unknown name, a reference to the declaration
      // itself) gets those from Bicep, not this one.
      if (const Node* bad = firstNonConstant(arg, 0); bad && !reportedElsewhere(*bad, owner, 0))
        diags_.add(diag::compileTimeConstantRequired(m_.loc(bad->begin)));
    }
    if ((decorator == "minLength" || decorator == "maxLength") && i == 0)
      if (auto v = literalInt(arg); v && *v < 0) diags_.add(diag::negativeLength(m_.loc(arg.begin)));
    return true;
  }

  bool reportedElsewhere(const Node& n, const Decl* owner, int depth) const {
    if (depth > 64) return false;
    if (n.kind == NodeKind::Ident) {
      const Binding* b = m_.bindingOf(n);
      if (!b) return true;
      if (b->kind == BindKind::Param && owner && b->index < m_.params.size() && m_.params[b->index] == owner) return true;
    }
    if (n.kind == NodeKind::Call) {
      const Binding* b = m_.bindingOf(n);
      if (b && b->kind == BindKind::BuiltinFunction && !isBuiltinFunction(n.text)) return true;
    }
    for (const Node& k : n.kids)
      if (reportedElsewhere(k, owner, depth + 1)) return true;
    return false;
  }

  // The kind of a literal argument and how Bicep names its type, for what Bicep can name simply.
  static std::optional<std::pair<std::string_view, std::string>> literalType(const Node& n) {
    switch (n.kind) {
      case NodeKind::String:
        if (n.isPlainString()) return std::pair<std::string_view, std::string>{"string", "'" + n.segments[0] + "'"};
        return std::nullopt;
      case NodeKind::Int: return std::pair<std::string_view, std::string>{"int", std::to_string(n.ival)};
      case NodeKind::Bool: return std::pair<std::string_view, std::string>{"bool", n.ival ? "true" : "false"};
      case NodeKind::Null: return std::pair<std::string_view, std::string>{"null", "null"};
      case NodeKind::Array:
        if (n.kids.empty()) return std::pair<std::string_view, std::string>{"array", "<empty array>"};
        return std::nullopt;
      case NodeKind::Object:
        if (n.kids.empty()) return std::pair<std::string_view, std::string>{"object", "object"};
        return std::nullopt;
      default: return std::nullopt;
    }
  }

  // The first part of an argument that is not a compile-time constant (literals, and arrays,
  // objects and negative numbers made of them), or null.
  static const Node* firstNonConstant(const Node& n, int depth) {
    if (depth > 64) return nullptr;
    switch (n.kind) {
      case NodeKind::Int:
      case NodeKind::Bool:
      case NodeKind::Null:
      case NodeKind::Error:
        return nullptr;
      case NodeKind::String: return n.kids.empty() ? nullptr : &n;
      case NodeKind::Unary:
        if (n.text == "-" && !n.kids.empty()) return firstNonConstant(n.kids[0], depth + 1);
        return &n;
      case NodeKind::Array:
        for (const Node& k : n.kids)
          if (const Node* bad = firstNonConstant(k, depth + 1)) return bad;
        return nullptr;
      case NodeKind::Object:
        for (const Node& p : n.kids) {
          if (p.kind != NodeKind::Property || p.interpolatedKey || p.kids.empty()) return &p;
          if (const Node* bad = firstNonConstant(p.kids.back(), depth + 1)) return bad;
        }
        return nullptr;
      default: return &n;
    }
  }

  // @retryOn(errorCodes, retryCount?): the codes are strings, the count at least 1
  // (Azure/bicep RetryOnDecoratorTests: BCP033 on the array, BCP328 on the count).
  void checkRetryOn(const std::vector<const Node*>& args) {
    const Node& codes = *args[0];
    if (codes.kind == NodeKind::Array) {
      std::string items;
      std::vector<std::string> seen;
      bool allLiteral = true, allStrings = true;
      for (const Node& item : codes.kids) {
        auto t = literalType(item);
        if (!t || item.kind == NodeKind::Array || item.kind == NodeKind::Object) {
          allLiteral = false;
          break;
        }
        allStrings = allStrings && t->first == "string";
        if (std::find(seen.begin(), seen.end(), t->second) != seen.end()) continue;
        seen.push_back(t->second);
        items += (items.empty() ? "" : " | ") + t->second;
      }
      if (allLiteral && !allStrings) diags_.add(diag::typeMismatch(m_.loc(codes.begin), "string", items));
    }
    if (args.size() > 1)
      if (auto v = literalInt(*args[1]); v && *v < 1) diags_.add(diag::valueTooSmall(m_.loc(args[1]->begin), *v, 1));
  }

  // @validate(predicate, message?): a one-parameter lambda, and a message known at compile time.
  void checkValidate(const std::vector<const Node*>& args) {
    const Node* pred = args[0];
    while (pred->kind == NodeKind::Paren && !pred->kids.empty()) pred = &pred->kids[0];
    if (pred->kind != NodeKind::Lambda || pred->kids.size() != 2)
      diags_.add(diag::typeMismatchArgument(m_.loc(args[0]->begin), sourceText(*args[0]), "any => bool"));
  }

  // The decorator's spec when its callee names an available decorator; otherwise reports why
  // not and returns null.
  const DecoratorSpec* resolve(const Node& dec) {
    if (dec.kids.empty()) return nullptr;
    const Node& call = dec.kids[0];
    if (call.kind == NodeKind::Call) return resolveName(call, call.text, {});
    if (call.kind != NodeKind::MethodCall || call.kids.empty()) {
      notCallable(call);
      return nullptr;
    }
    const Node& base = call.kids[0];
    if (base.kind != NodeKind::Ident) {
      diags_.add(diag::decoratorNotCallable(m_.loc(base.begin)));
      return nullptr;
    }
    auto g = m_.globals.find(base.text);
    if (g != m_.globals.end()) {
      if (g->second.kind == BindKind::WildcardImport) diags_.add(diag::notADecorator(nameLoc(call), call.text));
      // Extension namespaces bring resource types, not decorators.
      else if (g->second.kind == BindKind::Namespace) diags_.add(diag::functionNotInNamespace(nameLoc(call), call.text, base.text));
      else diags_.add(diag::decoratorNotCallable(m_.loc(base.begin)));
      return nullptr;
    }
    if (base.text == "sys" || base.text == "az") return resolveName(call, call.text, base.text);
    diags_.add(diag::undefinedSymbol(m_.loc(base.begin), base.text));
    return nullptr;
  }

  // `@name` or `@x.y` without arguments.
  void notCallable(const Node& e) {
    if (malformed(e)) return;  // the parser reported it
    if (e.kind == NodeKind::Ident && !m_.globals.count(e.text) && e.text != "sys" && e.text != "az") {
      if (decoratorSpec(e.text) || isBuiltinFunction(e.text)) diags_.add(diag::notAValue(m_.loc(e.begin), e.text));
      else diags_.add(diag::undefinedSymbol(m_.loc(e.begin), e.text));
      return;
    }
    diags_.add(diag::decoratorNotCallable(m_.loc(e.begin)));
  }

  // A decorator the parser already reported: `@` with no name, `@sys.` with no member.
  static bool malformed(const Node& e) {
    return e.kind == NodeKind::Error || (e.kind == NodeKind::Member && e.text.empty());
  }

  const DecoratorSpec* resolveName(const Node& call, const std::string& name, std::string_view ns) {
    Loc at = nameLoc(call);
    if (ns.empty()) {
      if (auto g = m_.globals.find(name); g != m_.globals.end()) {
        BindKind k = g->second.kind;
        if (k == BindKind::Func || k == BindKind::ImportedSymbol) diags_.add(diag::notADecorator(at, name));
        else if (decoratorSpec(name)) diags_.add(diag::notAFunctionDidYouMean(at, name, "sys"));
        else diags_.add(diag::notAFunction(at, name));
        return nullptr;
      }
    }
    const DecoratorSpec* spec = ns == "az" ? nullptr : decoratorSpec(name);
    if (spec && decoratorAvailable(*spec, features_, m_.fileKind())) return spec;
    if (isBuiltinFunction(name, ns)) {
      diags_.add(diag::notADecorator(at, name));
      return nullptr;
    }
    std::vector<std::string> candidates = builtinFunctionNames(ns);
    if (ns != "az")
      for (std::string_view d : availableDecoratorNames(features_, m_.fileKind())) candidates.emplace_back(d);
    auto suggestion = spellingSuggestion(name, std::move(candidates));
    if (ns.empty()) {
      if (suggestion) diags_.add(diag::undefinedSymbolDidYouMean(at, name, *suggestion));
      else diags_.add(diag::undefinedSymbol(at, name));
    } else {
      if (suggestion) diags_.add(diag::functionNotInNamespaceDidYouMean(at, name, ns, *suggestion));
      else diags_.add(diag::functionNotInNamespace(at, name, ns));
    }
    return nullptr;
  }

  // Decorators followed by no declaration: each is resolved (so a misspelt name is still
  // reported), and the last says what declaration was expected.
  void dangling(const std::vector<Node>& group) {
    if (group.empty()) return;
    const DecoratorSpec* last = nullptr;
    bool parseErrors = false;
    for (const Node& dec : group) {
      last = resolve(dec);
      parseErrors = parseErrors || dec.kids.empty() || malformed(dec.kids[0]);
    }
    if (parseErrors) return;  // as Bicep: a decorator with syntax errors gets only those
    uint16_t t = last ? last->targets : 0;
    const char* code = "BCP132";
    const char* expected = "";
    if (t == kOnParam) code = "BCP147", expected = "parameter";
    else if (t == kOnVar) code = "BCP148", expected = "variable";
    else if (t == kOnResource) code = "BCP149", expected = "resource";
    else if (t == kOnModule) code = "BCP150", expected = "module";
    else if (t == kOnOutput) code = "BCP151", expected = "output";
    else if (t == (kOnResource | kOnModule)) code = "BCP153", expected = "resource or module";
    else if (t == (kOnParam | kOnType)) code = "BCP290", expected = "parameter or type";
    else if (t == (kOnParam | kOnOutput | kOnType)) code = "BCP292", expected = "parameter, output, or type";
    diags_.add(diag::danglingDecorator(m_.loc(group.back().begin), code, expected));
  }

  static const Node& unwrapNullable(const Node& type) {
    const Node* t = &type;
    while ((t->kind == NodeKind::NullableType || t->kind == NodeKind::Paren) && !t->kids.empty()) t = &t->kids[0];
    return *t;
  }

  // resourceInput<...>/resourceOutput<...>, or a property, item or index access on one.
  static bool isResourceDerived(const Node& type) {
    const Node* t = &type;
    while ((t->kind == NodeKind::Member || t->kind == NodeKind::TypeItems || t->kind == NodeKind::TypeAdditional ||
            t->kind == NodeKind::Index || t->kind == NodeKind::Paren) &&
           !t->kids.empty())
      t = &t->kids[0];
    return t->kind == NodeKind::ParameterizedType && (t->text == "resourceInput" || t->text == "resourceOutput");
  }

  bool refersToTypeAlias(const Node& type) const {
    const Node* t = &unwrapNullable(type);
    if (t->kind == NodeKind::Ident) {
      auto g = m_.globals.find(t->text);
      return g != m_.globals.end() && (g->second.kind == BindKind::Type || g->second.kind == BindKind::ImportedSymbol);
    }
    if (t->kind == NodeKind::Member && !t->kids.empty() && t->kids[0].kind == NodeKind::Ident) {
      auto g = m_.globals.find(t->kids[0].text);
      return g != m_.globals.end() && g->second.kind == BindKind::WildcardImport;
    }
    return false;
  }

  TypeFacts typeFacts(const Node* t, int depth) const {
    using K = TypeFacts::Kind;
    if (!t || depth > 32) return {};
    switch (t->kind) {
      case NodeKind::NullableType:
      case NodeKind::Paren:
        return t->kids.empty() ? TypeFacts{} : typeFacts(&t->kids[0], depth + 1);
      case NodeKind::Ident: {
        static const std::pair<const char*, K> ambient[] = {
            {"string", K::String}, {"int", K::Int}, {"bool", K::Bool}, {"object", K::Object}, {"array", K::Array}};
        for (const auto& [n, k] : ambient)
          if (t->text == n) return {k, n};
        auto g = m_.globals.find(t->text);
        if (g != m_.globals.end() && g->second.kind == BindKind::Type && g->second.index < m_.types.size()) {
          const Decl* alias = m_.types[g->second.index];
          return alias->hasType ? typeFacts(&alias->type, depth + 1) : TypeFacts{};
        }
        return {};
      }
      case NodeKind::String:
        if (t->isPlainString()) return {K::String, "'" + t->segments[0] + "'"};
        return {};
      case NodeKind::Int: return {K::Int, std::to_string(t->ival)};
      case NodeKind::Unary:
        if (t->text == "-" && !t->kids.empty() && t->kids[0].kind == NodeKind::Int)
          return {K::Int, "-" + std::to_string(t->kids[0].ival)};
        return {};
      case NodeKind::Bool: return {K::Bool, t->ival ? "true" : "false"};
      case NodeKind::ObjectType: return {K::Object, sourceText(*t)};
      case NodeKind::ArrayType: {
        TypeFacts item = t->kids.empty() ? TypeFacts{} : typeFacts(&t->kids[0], depth + 1);
        return {K::Array, item.kind == K::Unknown ? sourceText(*t) : item.name + "[]"};
      }
      case NodeKind::TupleType: return {K::Array, sourceText(*t)};
      case NodeKind::UnionType: {
        TypeFacts out;
        for (const Node& member : t->kids) {
          TypeFacts f = typeFacts(&member, depth + 1);
          if (f.kind == K::Unknown || (out.kind != K::Unknown && out.kind != f.kind)) return {};
          out.kind = f.kind;
          out.name += (out.name.empty() ? "" : " | ") + f.name;
        }
        return out;
      }
      default: return {};
    }
  }

  static std::optional<int64_t> literalInt(const Node& n) {
    if (n.kind == NodeKind::Int) return n.ival;
    if (n.kind == NodeKind::Unary && n.text == "-" && !n.kids.empty() && n.kids[0].kind == NodeKind::Int)
      return -n.kids[0].ival;
    return std::nullopt;
  }

  std::string sourceText(const Node& n) const {
    std::string_view text = m_.src().text();
    if (n.end <= n.begin || n.end > text.size()) return std::string();
    std::string out;
    bool space = false;
    for (char c : text.substr(n.begin, n.end - n.begin)) {
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        space = true;
        continue;
      }
      if (space && !out.empty()) out += ' ';
      space = false;
      out += c;
    }
    return out;
  }

  Loc nameLoc(const Node& call) const {
    return m_.loc(call.kind == NodeKind::MethodCall ? static_cast<uint32_t>(call.ival) : call.begin);
  }

  // The argument list, from its "(".
  Loc argsLoc(const Node& call) const {
    uint32_t from = (call.kind == NodeKind::MethodCall ? static_cast<uint32_t>(call.ival) : call.begin) +
                    static_cast<uint32_t>(call.text.size());
    std::string_view text = m_.src().text();
    while (from < text.size() && text[from] != '(') ++from;
    return m_.loc(from);
  }

  const SemanticModel& m_;
  const FeatureSet& features_;
  Diagnostics& diags_;
};

}  // namespace

void checkDecorators(const SemanticModel& m, const FeatureSet& features, Diagnostics& diags) {
  DecoratorChecker(m, features, diags).run();
}

}  // namespace pf::bicep
