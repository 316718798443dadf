#include "engine/bicep/emit/imports.hpp"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <map>
#include <set>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/declarations.hpp"
#include "engine/bicep/emit/derived_types.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/core/json.hpp"
#include "engine/expr/parser.hpp"

namespace pf::bicep {

std::pair<std::string, std::string> functionNamespace(const std::string& emitted) {
  if (emitted.size() > 2 && emitted[0] == '_' && emitted[1] != '_') {
    size_t dot = emitted.find('.');
    if (dot != std::string::npos) return {emitted.substr(0, dot), emitted.substr(dot + 1)};
  }
  return {"__bicep", emitted};
}

namespace {

bool isRegistryReference(const std::string& s) {
  return s.rfind("br:", 0) == 0 || s.rfind("br/", 0) == 0 || s.rfind("ts:", 0) == 0 || s.rfind("ts/", 0) == 0;
}

// The closure is found first (which symbols of which files are needed), then named (the files
// that have symbols not imported by name are numbered in the order of their sourceTemplate),
// then emitted, since every name depends on the whole closure.
class Closure {
 public:
  Closure(EmitContext& root, const std::vector<const ImportSource*>& byDecl) : root_(root), byDecl_(byDecl) {
    rootDir_ = std::filesystem::path(root.filePath).parent_path();
    // Names imported directly keep their local names.
    for (size_t d = 0; d < byDecl.size() && d < root_.m.imports.size(); ++d) {
      const Decl* decl = root_.m.imports[d];
      if (!byDecl[d] || decl->wildcard) continue;
      size_t src = sourceIndex(byDecl[d]);
      for (const ImportItem& item : decl->importItems) {
        // Only what the source marks @export() can be imported; Bicep stops at the import item.
        if (!exports(*byDecl[d], item.name)) {
          root_.diags.add(diag::symbolNotExported(root_.m.loc(item.begin), item.name));
          continue;
        }
        direct_.emplace(std::make_pair(src, item.name), item.alias.empty() ? item.name : item.alias);
        need(src, item.name);
      }
    }
    // Members of wildcard imports that the importing file uses.
    for (const Decl& d : root_.m.program().decls) scanWildcardUses(root_.m, d, byDecl);
  }

  void run() {
    while (!queue_.empty()) {
      auto [src, name] = queue_.front();
      queue_.pop_front();
      if (sources_[src]->model) discoverBicep(src, name);
      else if (sources_[src]->json) discoverJson(src, name);
    }
    number();
    root_.importedName = [this](size_t importDecl, const std::string& original) {
      if (importDecl >= byDecl_.size() || !byDecl_[importDecl]) return original;
      return emittedName(indexOf(byDecl_[importDecl]), original);
    };
    for (size_t i = 0; i < sources_.size(); ++i) {
      if (sources_[i]->model) emitBicep(i);
      else if (sources_[i]->json) emitJson(i);
    }
  }

 private:
  using Key = std::pair<size_t, std::string>;

  size_t indexOf(const ImportSource* s) const {
    return static_cast<size_t>(std::find(sources_.begin(), sources_.end(), s) - sources_.begin());
  }

  size_t sourceIndex(const ImportSource* s) {
    size_t i = indexOf(s);
    if (i == sources_.size()) sources_.push_back(s);
    return i;
  }

  // The import declarations' sources of an imported Bicep file (asked once).
  const std::vector<const ImportSource*>& importsOf(size_t src) {
    auto it = importsOf_.find(src);
    if (it != importsOf_.end()) return it->second;
    std::vector<const ImportSource*> list;
    if (sources_[src]->imports) list = sources_[src]->imports();
    return importsOf_.emplace(src, std::move(list)).first->second;
  }

  void need(size_t src, const std::string& name) {
    if (!needed_.insert({src, name}).second) return;
    order_.push_back({src, name});
    queue_.push_back({src, name});
  }

  // sourceTemplate: a local file relative to the importing file; a registry reference as given.
  std::string sourceTemplate(size_t src) const {
    const ImportSource& s = *sources_[src];
    if (isRegistryReference(s.resolved)) return s.asWritten;
    namespace fs = std::filesystem;
    std::string rel = fs::path(s.resolved).lexically_relative(rootDir_).generic_string();
    return rel.empty() ? s.asWritten : rel;
  }

  void number() {
    std::set<size_t> prefixed;
    for (const Key& k : order_)
      if (!direct_.count(k)) prefixed.insert(k.first);
    std::vector<size_t> list(prefixed.begin(), prefixed.end());
    std::stable_sort(list.begin(), list.end(),
                     [this](size_t a, size_t b) { return sourceTemplate(a) < sourceTemplate(b); });
    for (size_t i = 0; i < list.size(); ++i) numbers_[list[i]] = static_cast<int>(i + 1);
  }

  std::string emittedName(size_t src, const std::string& name) const {
    auto it = direct_.find({src, name});
    if (it != direct_.end()) return it->second;
    auto n = numbers_.find(src);
    return "_" + std::to_string(n == numbers_.end() ? 0 : n->second) + "." + name;
  }

  // ---- discovery --------------------------------------------------------------------------

  void scanWildcardUses(const SemanticModel& m, const Decl& d, const std::vector<const ImportSource*>& imports) {
    std::vector<const Node*> stack;
    if (d.hasValue) stack.push_back(&d.value);
    if (d.hasType) stack.push_back(&d.type);
    for (const Node& p : d.params) stack.push_back(&p);
    for (const Node& dec : d.decorators) stack.push_back(&dec);
    for (const Decl& c : d.children) scanWildcardUses(m, c, imports);
    while (!stack.empty()) {
      const Node* n = stack.back();
      stack.pop_back();
      wildcardUse(m, *n, imports);
      for (const Node& k : n->kids) stack.push_back(&k);
      for (const Node& k : n->decorators) stack.push_back(&k);
    }
  }

  void wildcardUse(const SemanticModel& m, const Node& n, const std::vector<const ImportSource*>& imports) {
    if ((n.kind != NodeKind::Member && n.kind != NodeKind::MethodCall) || n.kids.empty() ||
        n.kids[0].kind != NodeKind::Ident)
      return;
    auto g = m.globals.find(n.kids[0].text);
    if (g == m.globals.end() || g->second.kind != BindKind::WildcardImport) return;
    if (g->second.index >= imports.size() || !imports[g->second.index]) return;
    const ImportSource& s = *imports[g->second.index];
    if (!exports(s, n.text)) {
      // A wildcard import is an object of the exported symbols; anything else is not a member of it.
      if (&m == &root_.m && reportedMembers_.insert(n.begin).second)
        root_.diags.add(diag::noSuchMember(m.loc(n), n.kids[0].text, n.text));
      return;
    }
    need(sourceIndex(&s), n.text);
  }

  // Whether `name` is exported by the source: a Bicep declaration with @export(), or an ARM
  // template's definition or function marked __bicep_export! or variable listed in
  // __bicep_exported_variables! (what Bicep writes for its own exports).
  static bool exports(const ImportSource& s, const std::string& name) {
    if (s.model) {
      for (const VariableInfo& v : s.model->vars)
        if (v.decl->name == name) return v.exported;
      for (const Decl* t : s.model->types)
        if (t->name == name) return findDecorator(t->decorators, "export") != nullptr;
      for (const Decl* f : s.model->funcs)
        if (f->name == name) return findDecorator(f->decorators, "export") != nullptr;
      return false;
    }
    if (!s.json) return false;
    auto marked = [](const Value* v) {
      const Value* md = v ? v->get("metadata") : nullptr;
      const Value* e = md ? md->get("__bicep_export!") : nullptr;
      return e && e->isBool() && e->asBool();
    };
    JsonSymbol sym = findJson(*s.json, name);
    switch (sym.kind) {
      case JsonSymbol::Type:
      case JsonSymbol::Function: return marked(sym.value);
      case JsonSymbol::Variable:
      case JsonSymbol::CopyVariable: {
        const Value* md = s.json->get("metadata");
        const Value* list = md ? md->get("__bicep_exported_variables!") : nullptr;
        if (list && list->isArray())
          for (const Value& e : list->arr())
            if (const Value* n = e.get("name"); n && n->isString() && n->str() == name) return true;
        return false;
      }
      case JsonSymbol::None: return false;
    }
    return false;
  }

  static const Decl* findDecl(const SemanticModel& m, const std::string& name) {
    for (const VariableInfo& v : m.vars)
      if (v.decl->name == name) return v.decl;
    for (const Decl* t : m.types)
      if (t->name == name) return t;
    for (const Decl* f : m.funcs)
      if (f->name == name) return f;
    return nullptr;
  }

  // What a Bicep declaration refers to: other declarations of its file, and symbols its file
  // imports (by name or through a wildcard) from further files.
  void discoverBicep(size_t src, const std::string& name) {
    const SemanticModel& m = *sources_[src]->model;
    const Decl* d = findDecl(m, name);
    if (!d) {
      missing(src, name);
      return;
    }
    const auto& imports = m.imports.empty() ? kNone : importsOf(src);
    std::vector<const Node*> stack;
    if (d->hasValue) stack.push_back(&d->value);
    if (d->hasType) stack.push_back(&d->type);
    for (const Node& p : d->params) stack.push_back(&p);
    for (const Node& dec : d->decorators) stack.push_back(&dec);
    while (!stack.empty()) {
      const Node* x = stack.back();
      stack.pop_back();
      if (x->kind == NodeKind::Ident || x->kind == NodeKind::Call) {
        const Binding* b = m.bindingOf(*x);
        if (!b && x->kind == NodeKind::Ident) {
          auto g = m.globals.find(x->text);
          if (g != m.globals.end()) b = &g->second;
        }
        if (b && b->kind == BindKind::Var) need(src, m.vars[b->index].decl->name);
        else if (b && b->kind == BindKind::Func) need(src, m.funcs[b->index]->name);
        else if (b && b->kind == BindKind::ImportedSymbol) {
          const ImportedSymbolInfo& info = m.importedSymbols[b->index];
          if (info.importDecl < imports.size() && imports[info.importDecl])
            need(sourceIndex(imports[info.importDecl]), info.originalName);
        } else if (x->kind == NodeKind::Ident) {
          for (const Decl* t : m.types)
            if (t->name == x->text) need(src, t->name);
        }
      }
      wildcardUse(m, *x, imports);
      for (const Node& k : x->kids) stack.push_back(&k);
      for (const Node& k : x->decorators) stack.push_back(&k);
    }
  }

  void missing(size_t src, const std::string& name) {
    root_.diags.add(diag::undefinedSymbol(Loc{root_.m.src().fileId(), 1, 1},
                                          name + "' in '" + sources_[src]->asWritten));
  }

  // ---- JSON sources: their expressions name variables(), __bicep.f() and #/definitions/x ----

  // Renames (or, while discovering, only collects) what an expression refers to.
  void renameExpr(Expr& e, size_t src, bool emit) {
    auto ref = [&](std::string& name) {
      if (emit) name = emittedName(src, name);
      else need(src, name);
    };
    if (e.type == Expr::Type::Call && e.ns.empty() && (iequals(e.text, "variables") || iequals(e.text, "copyIndex")) &&
        !e.args.empty() && e.args[0].type == Expr::Type::String) {
      ref(e.args[0].text);
      e.args[0].literal = Value();  // the text may have been renamed
    } else if (e.type == Expr::Type::Call && e.ns == "__bicep") {
      if (emit) {
        auto [ns, member] = functionNamespace(emittedName(src, e.text));
        e.ns = ns;
        e.text = member;
      } else {
        need(src, e.text);
      }
    }
    for (Expr& a : e.args) renameExpr(a, src, emit);
  }

  Value rewrite(const Value& v, size_t src, bool emit) {
    if (v.isString()) {
      const std::string& s = v.str();
      if (isExpression(s)) {
        auto parsed = parseExpression(std::string_view(s).substr(1, s.size() - 2), Loc{}, nullptr);
        if (!parsed) return v;
        Expr root = (*parsed)->root;
        renameExpr(root, src, emit);
        return emit ? Value("[" + renderExpr(root) + "]").withLoc(v.loc()) : v;
      }
      return v;
    }
    if (v.isArray()) {
      Array a;
      for (const Value& x : v.arr()) a.push_back(rewrite(x, src, emit));
      return Value(std::move(a)).withLoc(v.loc());
    }
    if (v.isObject()) {
      Object o;
      for (const auto& [k, x] : v.obj()) {
        if (k == "$ref" && x.isString() && x.str().rfind("#/definitions/", 0) == 0) {
          std::string rest = x.str().substr(14);
          std::string name = rest.substr(0, rest.find('/'));
          std::string tail = rest.substr(name.size());
          if (emit) name = emittedName(src, name);
          else need(src, name);
          o.append(k, Value("#/definitions/" + name + tail).withLoc(x.loc()));
          continue;
        }
        o.append(k, rewrite(x, src, emit));
      }
      return Value(std::move(o)).withLoc(v.loc());
    }
    return v;
  }

  // The JSON source's declaration of `name`: a copy variable, a variable, a type or a function.
  struct JsonSymbol {
    enum Kind { None, CopyVariable, Variable, Type, Function } kind = None;
    const Value* value = nullptr;
  };
  static JsonSymbol findJson(const Value& t, const std::string& name) {
    if (const Value* vars = t.get("variables")) {
      if (const Value* copies = vars->get("copy"); copies && copies->isArray())
        for (const Value& c : copies->arr())
          if (const Value* n = c.get("name"); n && n->isString() && n->str() == name) return {JsonSymbol::CopyVariable, &c};
      if (const Value* v = vars->get(name)) return {JsonSymbol::Variable, v};
    }
    if (const Value* defs = t.get("definitions"); defs && defs->get(name)) return {JsonSymbol::Type, defs->get(name)};
    // A function of a namespace other than Bicep's own is imported as 'namespace.member'.
    size_t dot = name.find('.');
    std::string_view wantNs = dot == std::string::npos ? std::string_view() : std::string_view(name).substr(0, dot);
    std::string member = dot == std::string::npos ? name : name.substr(dot + 1);
    if (const Value* fns = t.get("functions"); fns && fns->isArray())
      for (const Value& ns : fns->arr()) {
        const Value* nsName = ns.get("namespace");
        if (!wantNs.empty() && !(nsName && nsName->isString() && nsName->str() == wantNs)) continue;
        if (const Value* members = ns.get("members"); members && members->get(member))
          return {JsonSymbol::Function, members->get(member)};
      }
    return {};
  }

  void discoverJson(size_t src, const std::string& name) {
    JsonSymbol sym = findJson(*sources_[src]->json, name);
    if (sym.kind == JsonSymbol::None) {
      missing(src, name);
      return;
    }
    (void)rewrite(*sym.value, src, false);
  }

  // ---- emission ---------------------------------------------------------------------------

  Value importedFrom(size_t src, const std::string& emitted, const std::string& original) const {
    Object from;
    from.append("sourceTemplate", Value(sourceTemplate(src)));
    if (emitted.size() < original.size() || emitted.compare(emitted.size() - original.size(), original.size(), original) != 0)
      from.append("originalIdentifier", Value(original));
    return Value(std::move(from));
  }

  static Object withMetadata(Object o, const std::string& key, Value v) {
    Object md = o.find("metadata") && o.find("metadata")->isObject() ? o.find("metadata")->obj() : Object();
    md.erase("__bicep_export!");  // the importing template does not export what it imports
    md.set(key, std::move(v));
    o.set("metadata", Value(std::move(md)));
    return o;
  }

  void emitBicep(size_t src) {
    const ImportSource& s = *sources_[src];
    EmitContext ctx(*s.model, s.diags ? *s.diags : root_.diags, s.resolved, root_.files);
    ctx.typeIndex = root_.typeIndex;
    std::vector<std::pair<std::string, const Decl*>> mine;
    for (const Key& k : order_) {
      if (k.first != src) continue;
      const Decl* d = findDecl(*s.model, k.second);
      if (!d) continue;
      std::string emitted = emittedName(src, k.second);
      ctx.renames[d] = emitted;
      if (d->kind == DeclKind::Var) ctx.copyRenames[d->name] = emitted;
      mine.emplace_back(std::move(emitted), d);
    }
    if (mine.empty()) return;
    const auto& imports = s.model->imports.empty() ? kNone : importsOf(src);
    ctx.importedName = [this, &imports](size_t importDecl, const std::string& original) {
      if (importDecl >= imports.size() || !imports[importDecl]) return original;
      return emittedName(indexOf(imports[importDecl]), original);
    };
    Converter conv(ctx);
    ValueEmitter vals(conv);
    TypeEmitter types(vals);
    for (const auto& [emitted, d] : mine) {
      Loc loc = s.model->loc(d->keywordBegin);
      if (d->kind == DeclKind::Var && d->hasValue) {
        if (d->value.kind == NodeKind::For && d->value.kids.size() == 4) {
          root_.imported.variableCopies.push_back(vals.copyObject(&emitted, d->value, &d->value.kids[3], {}));
        } else {
          root_.imported.variables.set(emitted, vals.emit(d->value).withLoc(loc));
        }
      } else if (d->kind == DeclKind::Type && d->hasType) {
        Object def = withMetadata(typeDefinition(types, *d, false), "__bicep_imported_from!", importedFrom(src, emitted, d->name));
        root_.imported.definitions.set(emitted, Value(std::move(def)).withLoc(loc));
      } else if (d->kind == DeclKind::Func) {
        Object fn = withMetadata(functionMember(vals, types, *d, false), "__bicep_imported_from!", importedFrom(src, emitted, d->name));
        root_.imported.functions.set(emitted, Value(std::move(fn)).withLoc(loc));
      }
    }
  }

  void emitJson(size_t src) {
    const Value& t = *sources_[src]->json;
    for (const Key& k : order_) {
      if (k.first != src) continue;
      const std::string& name = k.second;
      std::string emitted = emittedName(src, name);
      JsonSymbol sym = findJson(t, name);
      switch (sym.kind) {
        case JsonSymbol::CopyVariable: {
          // Bicep reads an ARM copy variable as a for-expression over range(0, count).
          Object o;
          o.append("name", Value(emitted));
          if (const Value* count = sym.value->get("count")) {
            Value rc = rewrite(*count, src, true);
            std::string inner = rc.isString() && isExpression(rc.str()) ? rc.str().substr(1, rc.str().size() - 2) : toJson(rc);
            o.append("count", Value("[length(range(0, " + inner + "))]"));
          }
          if (const Value* input = sym.value->get("input")) o.append("input", rewrite(*input, src, true));
          root_.imported.variableCopies.push_back(Value(std::move(o)));
          break;
        }
        case JsonSymbol::Variable: root_.imported.variables.set(emitted, rewrite(*sym.value, src, true)); break;
        case JsonSymbol::Type:
          root_.imported.definitions.set(emitted, Value(withMetadata(withImportedDerivedTypeOrder(rewrite(*sym.value, src, true)).obj(),
                                                                     "__bicep_imported_from!",
                                                                     importedFrom(src, emitted, name))));
          break;
        case JsonSymbol::Function:
          root_.imported.functions.set(emitted, Value(withMetadata(rewrite(*sym.value, src, true).obj(), "__bicep_imported_from!",
                                                                   importedFrom(src, emitted, name))));
          break;
        case JsonSymbol::None: break;  // reported while discovering
      }
    }
  }

  static inline const std::vector<const ImportSource*> kNone{};

  EmitContext& root_;
  std::vector<const ImportSource*> byDecl_;
  std::filesystem::path rootDir_;
  std::vector<const ImportSource*> sources_;            // in the order they were met
  std::map<Key, std::string> direct_;                   // imported by name: (source, name) → local name
  std::set<Key> needed_;
  std::vector<Key> order_;                              // needed symbols in the order they were met
  std::deque<Key> queue_;
  std::map<size_t, int> numbers_;                       // source → N of "_N."
  std::map<size_t, std::vector<const ImportSource*>> importsOf_;
  std::set<uint32_t> reportedMembers_;                  // wildcard member uses already reported
};

}  // namespace

void buildImportClosure(EmitContext& root, const std::vector<const ImportSource*>& sources) {
  auto c = std::make_shared<Closure>(root, sources);
  c->run();
  // root.importedName refers to the closure: keep it alive as long as the context.
  root.importedName = [c, inner = root.importedName](size_t d, const std::string& original) { return inner(d, original); };
}

}  // namespace pf::bicep
