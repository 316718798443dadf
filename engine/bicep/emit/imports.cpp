#include "engine/bicep/emit/imports.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <set>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/declarations.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/bicep/emit/derived_types.hpp"
#include "engine/core/json.hpp"
#include "engine/expr/parser.hpp"

namespace pf::bicep {

namespace {

enum class SymKind { Var, Type, Func };

struct Need {
  size_t source;        // index into the distinct sources
  std::string name;     // original name in the source
  std::string emitted;  // name in the importing template
};

class Closure {
 public:
  Closure(EmitContext& root, const std::vector<const ImportSource*>& byDecl) : root_(root) {
    // Distinct sources, numbered in the order of their paths.
    for (const ImportSource* s : byDecl)
      if (s && std::find(sources_.begin(), sources_.end(), s) == sources_.end()) sources_.push_back(s);
    std::stable_sort(sources_.begin(), sources_.end(),
                     [](const ImportSource* a, const ImportSource* b) { return a->asWritten < b->asWritten; });
    for (size_t d = 0; d < byDecl.size(); ++d)
      if (byDecl[d]) root_.importNumbers[d] = static_cast<int>(indexOf(byDecl[d]) + 1);
    // Names imported directly keep their local names.
    for (size_t d = 0; d < byDecl.size() && d < root_.m.imports.size(); ++d) {
      const Decl* decl = root_.m.imports[d];
      if (!byDecl[d] || decl->wildcard) continue;
      for (const ImportItem& item : decl->importItems)
        direct_[{indexOf(byDecl[d]), item.name}] = item.alias.empty() ? item.name : item.alias;
    }
    for (const auto& [key, local] : direct_) need(key.first, key.second);
    // Wildcard members used by the importing file.
    for (const Decl& d : root_.m.program().decls) scanWildcardUses(d, byDecl);
  }

  void run() {
    // Bicep sources: rename everything needed, then emit; JSON sources grow the need list
    // while their expressions are rewritten, so they run to a fixed point.
    while (!queue_.empty()) {
      Need n = queue_.front();
      queue_.pop_front();
      const ImportSource* src = sources_[n.source];
      if (src->model) followBicep(n);
      else if (src->json) emitJson(n);
    }
    for (size_t i = 0; i < sources_.size(); ++i)
      if (sources_[i]->model) emitBicep(i);
  }

 private:
  size_t indexOf(const ImportSource* s) const {
    return static_cast<size_t>(std::find(sources_.begin(), sources_.end(), s) - sources_.begin());
  }

  std::string emittedName(size_t src, const std::string& name) const {
    auto it = direct_.find({src, name});
    if (it != direct_.end()) return it->second;
    return "_" + std::to_string(src + 1) + "." + name;
  }

  const std::string& need(size_t src, const std::string& name) {
    auto key = std::make_pair(src, name);
    auto it = emitted_.find(key);
    if (it != emitted_.end()) return it->second;
    std::string e = emittedName(src, name);
    it = emitted_.emplace(key, e).first;
    queue_.push_back(Need{src, name, e});
    return it->second;
  }

  void scanWildcardUses(const Decl& d, const std::vector<const ImportSource*>& byDecl) {
    std::vector<const Node*> stack;
    auto push = [&](const Node& n) { stack.push_back(&n); };
    if (d.hasValue) push(d.value);
    if (d.hasType) push(d.type);
    for (const Node& p : d.params) push(p);
    for (const Node& dec : d.decorators) push(dec);
    for (const Decl& c : d.children) scanWildcardUses(c, byDecl);
    while (!stack.empty()) {
      const Node* n = stack.back();
      stack.pop_back();
      if ((n->kind == NodeKind::Member || n->kind == NodeKind::MethodCall) && !n->kids.empty() &&
          n->kids[0].kind == NodeKind::Ident) {
        auto g = root_.m.globals.find(n->kids[0].text);
        if (g != root_.m.globals.end() && g->second.kind == BindKind::WildcardImport && g->second.index < byDecl.size() &&
            byDecl[g->second.index]) {
          size_t src = indexOf(byDecl[g->second.index]);
          need(src, n->text);
        }
      }
      for (const Node& k : n->kids) push(k);
      for (const Node& k : n->decorators) push(k);
    }
  }

  // Bicep source: what the declaration refers to in its own file is needed too.
  void followBicep(const Need& n) {
    const SemanticModel& m = *sources_[n.source]->model;
    const Decl* d = findDecl(m, n.name);
    if (!d) {
      missing(n);
      return;
    }
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
        if (b && b->kind == BindKind::Var) need(n.source, m.vars[b->index].decl->name);
        else if (b && b->kind == BindKind::Func) need(n.source, m.funcs[b->index]->name);
        else if (x->kind == NodeKind::Ident)
          for (const Decl* t : m.types)
            if (t->name == x->text) need(n.source, t->name);
      }
      for (const Node& k : x->kids) stack.push_back(&k);
      for (const Node& k : x->decorators) stack.push_back(&k);
    }
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

  void missing(const Need& n) {
    root_.diags.add(diag::undefinedSymbol(Loc{root_.m.src().fileId(), 1, 1},
                                          n.name + "' in '" + sources_[n.source]->asWritten));
  }

  Value importedFrom(size_t src, const std::string& emitted, const std::string& original) const {
    Object from;
    from.append("sourceTemplate", Value(sources_[src]->asWritten));
    if (emitted.size() < original.size() || emitted.compare(emitted.size() - original.size(), original.size(), original) != 0)
      from.append("originalIdentifier", Value(original));
    return Value(std::move(from));
  }

  static Object withMetadata(Object o, const std::string& key, Value v) {
    Object md = o.find("metadata") && o.find("metadata")->isObject() ? o.find("metadata")->obj() : Object();
    md.set(key, std::move(v));
    o.set("metadata", Value(std::move(md)));
    return o;
  }

  void emitBicep(size_t src) {
    const ImportSource& s = *sources_[src];
    EmitContext ctx(*s.model, s.diags ? *s.diags : root_.diags, s.resolved, root_.files);
    ctx.typeIndex = root_.typeIndex;
    for (const auto& [key, emitted] : emitted_) {
      if (key.first != src) continue;
      if (const Decl* d = findDecl(*s.model, key.second)) {
        ctx.renames[d] = emitted;
        if (d->kind == DeclKind::Var) ctx.copyRenames[d->name] = emitted;
      }
    }
    Converter conv(ctx);
    ValueEmitter vals(conv);
    TypeEmitter types(vals);
    for (const auto& [key, emitted] : emitted_) {
      if (key.first != src) continue;
      const Decl* d = findDecl(*s.model, key.second);
      if (!d) continue;
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

  // JSON sources: rename variables(), copyIndex(), __bicep.f() and $ref inside the copied values.
  void renameExpr(Expr& e, size_t src) {
    if (e.type == Expr::Type::Call && e.ns.empty() && (iequals(e.text, "variables") || iequals(e.text, "copyIndex")) &&
        !e.args.empty() && e.args[0].type == Expr::Type::String) {
      e.args[0].text = need(src, e.args[0].text);
    } else if (e.type == Expr::Type::Call && e.ns == "__bicep") {
      e.text = need(src, e.text);
    }
    for (Expr& a : e.args) renameExpr(a, src);
  }

  Value rewrite(const Value& v, size_t src) {
    if (v.isString()) {
      const std::string& s = v.str();
      if (isExpression(s)) {
        auto parsed = parseExpression(std::string_view(s).substr(1, s.size() - 2), Loc{}, nullptr);
        if (!parsed) return v;
        Expr root = (*parsed)->root;
        renameExpr(root, src);
        return Value("[" + renderExpr(root) + "]").withLoc(v.loc());
      }
      return v;
    }
    if (v.isArray()) {
      Array a;
      for (const Value& x : v.arr()) a.push_back(rewrite(x, src));
      return Value(std::move(a)).withLoc(v.loc());
    }
    if (v.isObject()) {
      Object o;
      for (const auto& [k, x] : v.obj()) {
        if (k == "$ref" && x.isString() && x.str().rfind("#/definitions/", 0) == 0) {
          std::string rest = x.str().substr(14);
          std::string name = rest.substr(0, rest.find('/'));
          std::string tail = rest.substr(name.size());
          o.append(k, Value("#/definitions/" + need(src, name) + tail).withLoc(x.loc()));
          continue;
        }
        o.append(k, rewrite(x, src));
      }
      return Value(std::move(o)).withLoc(v.loc());
    }
    return v;
  }

  void emitJson(Need n) {
    const Value& t = *sources_[n.source]->json;
    if (const Value* vars = t.get("variables")) {
      if (const Value* copies = vars->get("copy"); copies && copies->isArray()) {
        for (const Value& c : copies->arr()) {
          const Value* name = c.get("name");
          if (!name || !name->isString() || name->str() != n.name) continue;
          // Bicep reads an ARM copy variable as a for-expression over range(0, count).
          Object o;
          o.append("name", Value(n.emitted));
          if (const Value* count = c.get("count")) {
            Value rc = rewrite(*count, n.source);
            std::string inner = rc.isString() && isExpression(rc.str()) ? rc.str().substr(1, rc.str().size() - 2) : toJson(rc);
            o.append("count", Value("[length(range(0, " + inner + "))]"));
          }
          if (const Value* input = c.get("input")) o.append("input", rewrite(*input, n.source));
          root_.imported.variableCopies.push_back(Value(std::move(o)));
          return;
        }
      }
      if (const Value* v = vars->get(n.name)) {
        root_.imported.variables.set(n.emitted, rewrite(*v, n.source));
        return;
      }
    }
    if (const Value* defs = t.get("definitions"); defs && defs->get(n.name)) {
      Object def = withImportedDerivedTypeOrder(rewrite(*defs->get(n.name), n.source)).obj();
      root_.imported.definitions.set(n.emitted, Value(withMetadata(std::move(def), "__bicep_imported_from!",
                                                                   importedFrom(n.source, n.emitted, n.name))));
      return;
    }
    if (const Value* fns = t.get("functions"); fns && fns->isArray()) {
      for (const Value& ns : fns->arr()) {
        const Value* members = ns.get("members");
        if (members && members->get(n.name)) {
          Object fn = rewrite(*members->get(n.name), n.source).obj();
          root_.imported.functions.set(n.emitted, Value(withMetadata(std::move(fn), "__bicep_imported_from!",
                                                                     importedFrom(n.source, n.emitted, n.name))));
          return;
        }
      }
    }
    missing(n);
  }

  EmitContext& root_;
  std::vector<const ImportSource*> sources_;
  std::map<std::pair<size_t, std::string>, std::string> direct_;
  std::map<std::pair<size_t, std::string>, std::string> emitted_;
  std::deque<Need> queue_;
};

}  // namespace

void buildImportClosure(EmitContext& root, const std::vector<const ImportSource*>& sources) {
  Closure c(root, sources);
  c.run();
}

}  // namespace pf::bicep
