// The binder: symbol tables, identifier resolution and resource/module facts.
#include "engine/bicep/semantics/binder.hpp"

#include <algorithm>
#include <unordered_set>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/semantics/function_names.hpp"
#include "engine/bicep/semantics/spelling.hpp"
#include "engine/bicep/semantics/this_namespace.hpp"

namespace pf::bicep {

const char* targetScopeName(TargetScope s) {
  switch (s) {
    case TargetScope::ResourceGroup: return "resourceGroup";
    case TargetScope::Subscription: return "subscription";
    case TargetScope::ManagementGroup: return "managementGroup";
    case TargetScope::Tenant: return "tenant";
    case TargetScope::Local: return "local";
  }
  return "resourceGroup";
}

const Node* ResourceInfo::effectiveFor() const { return forNode ? forNode : inheritedFor; }

std::optional<size_t> SemanticModel::paramIndex(std::string_view name) const {
  for (size_t i = 0; i < params.size(); ++i)
    if (params[i]->name == name) return i;
  return std::nullopt;
}

const ResourceInfo* SemanticModel::resourceByDecl(const Decl* d) const {
  for (const auto& r : resources)
    if (r.decl == d) return &r;
  return nullptr;
}

const Node* unwrapBody(const Node& value, const Node** forNode, const Node** ifNode) {
  const Node* n = &value;
  if (forNode) *forNode = nullptr;
  if (ifNode) *ifNode = nullptr;
  if (n->kind == NodeKind::For && n->kids.size() == 4) {
    if (forNode) *forNode = n;
    n = &n->kids[3];
  }
  if (n->kind == NodeKind::If && n->kids.size() == 2) {
    if (ifNode) *ifNode = n;
    n = &n->kids[1];
  }
  return n->kind == NodeKind::Object ? n : nullptr;
}

const Node* findProperty(const Node& object, std::string_view name) {
  if (object.kind != NodeKind::Object) return nullptr;
  for (const Node& p : object.kids)
    if (p.kind == NodeKind::Property && !p.interpolatedKey && p.text == name && !p.kids.empty()) return &p.kids.back();
  return nullptr;
}

const Node* findDecorator(const std::vector<Node>& decorators, std::string_view name) {
  for (const Node& d : decorators) {
    if (d.kids.empty()) continue;
    const Node& c = d.kids[0];
    if ((c.kind == NodeKind::Call || c.kind == NodeKind::MethodCall) && c.text == name) return &c;
  }
  return nullptr;
}

std::vector<const Node*> callArgs(const Node& call) {
  std::vector<const Node*> out;
  size_t from = call.kind == NodeKind::MethodCall ? 1 : 0;
  for (size_t i = from; i < call.kids.size(); ++i) out.push_back(&call.kids[i]);
  return out;
}

namespace {

class Binder {
 public:
  Binder(SemanticModel& m, Diagnostics& diags) : m_(m), diags_(diags) {}

  void run() {
    const Program& prog = m_.program();
    for (const Decl& d : prog.decls)
      if (d.kind == DeclKind::Resource) flattenNested(d, d.name);
    for (const Decl& d : prog.decls) declare(d);
    for (size_t i = 0; i < m_.resources.size(); ++i) resolveFacts(i);
    for (const Decl& d : prog.decls) bindDecl(d);
    for (auto& r : m_.resources) resolveParentProperty(r);
    for (auto& r : m_.resources) inheritLoop(r);
  }

 private:
  using Frame = std::vector<std::pair<std::string, Binding>>;

  // Nested resources are listed first, children before their parents (Bicep's emission order).
  void flattenNested(const Decl& parent, const std::string& parentSymbol) {
    for (const Decl& child : parent.children) {
      std::string symbol = parentSymbol + "::" + child.name;
      flattenNested(child, symbol);
      ResourceInfo r;
      r.decl = &child;
      r.name = child.name;
      r.symbolicName = symbol;
      r.nested = true;
      parentDecl_[&child] = &parent;
      addResource(std::move(r));
    }
  }

  size_t addResource(ResourceInfo r) {
    size_t i = m_.resources.size();
    resourceIndex_[r.decl] = i;
    m_.resources.push_back(std::move(r));
    return i;
  }

  void declareGlobal(const std::string& name, Binding b, uint32_t at) {
    if (name.empty()) return;
    if (m_.globals.count(name)) {
      diags_.add(diag::duplicateSymbol(m_.loc(at), name));
      return;
    }
    m_.globals.emplace(name, std::move(b));
  }

  void declare(const Decl& d) {
    switch (d.kind) {
      case DeclKind::Param:
      case DeclKind::ParamAssign:
        declareGlobal(d.name, Binding{BindKind::Param, m_.params.size()}, d.nameBegin);
        m_.params.push_back(&d);
        break;
      case DeclKind::Var: {
        declareGlobal(d.name, Binding{BindKind::Var, m_.vars.size()}, d.nameBegin);
        VariableInfo v;
        v.decl = &d;
        v.exported = findDecorator(d.decorators, "export") != nullptr;
        m_.vars.push_back(v);
        break;
      }
      case DeclKind::Resource: {
        ResourceInfo r;
        r.decl = &d;
        r.name = d.name;
        r.symbolicName = d.name;
        size_t i = addResource(std::move(r));
        declareGlobal(d.name, Binding{BindKind::Resource, i}, d.nameBegin);
        break;
      }
      case DeclKind::Module: {
        ModuleInfo mod;
        mod.decl = &d;
        mod.name = d.name;
        if (d.hasValue) {
          mod.body = unwrapBody(d.value, &mod.forNode, &mod.ifNode);
          if (mod.body) {
            mod.nameExpr = findProperty(*mod.body, "name");
            mod.scopeExpr = findProperty(*mod.body, "scope");
            mod.paramsExpr = findProperty(*mod.body, "params");
            mod.dependsOnExpr = findProperty(*mod.body, "dependsOn");
          }
        }
        if (d.target.isPlainString()) mod.path = d.target.segments[0];
        declareGlobal(d.name, Binding{BindKind::Module, m_.modules.size()}, d.nameBegin);
        m_.modules.push_back(std::move(mod));
        break;
      }
      case DeclKind::Output: m_.outputs.push_back(&d); break;
      case DeclKind::Type:
        declareGlobal(d.name, Binding{BindKind::Type, m_.types.size()}, d.nameBegin);
        m_.types.push_back(&d);
        break;
      case DeclKind::Func:
        declareGlobal(d.name, Binding{BindKind::Func, m_.funcs.size()}, d.nameBegin);
        m_.funcs.push_back(&d);
        break;
      case DeclKind::Metadata: m_.metadata.push_back(&d); break;
      case DeclKind::Assert: m_.asserts.push_back(&d); break;
      case DeclKind::TargetScope:
        if (d.hasValue && d.value.isPlainString()) {
          const std::string& s = d.value.segments[0];
          if (s == "resourceGroup") m_.targetScope = TargetScope::ResourceGroup;
          else if (s == "subscription") m_.targetScope = TargetScope::Subscription;
          else if (s == "managementGroup") m_.targetScope = TargetScope::ManagementGroup;
          else if (s == "tenant") m_.targetScope = TargetScope::Tenant;
          else if (s == "local" || s == "desiredStateConfiguration") m_.targetScope = TargetScope::Local;
          else diags_.add(diag::invalidTargetScope(m_.loc(d.value)));
        } else if (d.hasValue) {
          diags_.add(diag::invalidTargetScope(m_.loc(d.value)));
        }
        break;
      case DeclKind::Import: {
        size_t declIndex = m_.imports.size();
        m_.imports.push_back(&d);
        if (d.wildcard) {
          declareGlobal(d.alias, Binding{BindKind::WildcardImport, declIndex}, d.nameBegin);
        } else {
          for (const ImportItem& item : d.importItems) {
            ImportedSymbolInfo info;
            info.originalName = item.name;
            info.localName = item.alias.empty() ? item.name : item.alias;
            info.importDecl = declIndex;
            declareGlobal(info.localName, Binding{BindKind::ImportedSymbol, m_.importedSymbols.size()}, item.begin);
            m_.importedSymbols.push_back(std::move(info));
          }
        }
        break;
      }
      case DeclKind::Extension: {
        m_.extensions.push_back(&d);
        Binding b{BindKind::Namespace};
        b.name = d.name;
        declareGlobal(d.name, b, d.nameBegin);
        break;
      }
      default: break;
    }
  }

  void resolveFacts(size_t i) {
    if (resolved_.count(i)) return;
    resolved_.insert(i);
    ResourceInfo& r = m_.resources[i];
    const Decl& d = *r.decl;
    r.existing = d.existing;
    std::string typeText = d.target.isPlainString() ? d.target.segments[0] : std::string();
    if (!d.target.isPlainString() && d.target.kind != NodeKind::Error)
      diags_.add(diag::invalidResourceType(m_.loc(d.target)));
    // An optional extension qualifier: 'alias:Type@version'.
    std::string alias;
    size_t colon = typeText.find(':');
    if (colon != std::string::npos && colon < typeText.find('/')) {
      alias = typeText.substr(0, colon);
      typeText = typeText.substr(colon + 1);
    }
    std::string type = typeText, api;
    size_t at = typeText.find('@');
    if (at != std::string::npos) {
      type = typeText.substr(0, at);
      api = typeText.substr(at + 1);
    }
    auto pit = parentDecl_.find(r.decl);
    if (pit != parentDecl_.end()) {
      size_t p = resourceIndex_.at(pit->second);
      resolveFacts(p);
      ResourceInfo& parent = m_.resources[p];  // re-fetch: no reallocation happens here
      r.parent = static_cast<int>(p);
      parent.children.push_back(i);
      // A nested type is relative to its parent unless written fully qualified.
      if (type.find('/') == std::string::npos || !istartsWith(type, parent.type + "/")) {
        if (type.find('.') == std::string::npos || type.find('/') == std::string::npos) type = parent.type + "/" + type;
      }
      if (api.empty()) api = parent.apiVersion;
      if (alias.empty() && !parent.isAz) {
        alias = parent.extensionAlias;
        r.explicitExtension = parent.explicitExtension;
      } else if (!alias.empty()) {
        r.explicitExtension = true;
      }
    } else if (!typeText.empty() && (at == std::string::npos || type.find('/') == std::string::npos) && alias.empty() &&
               m_.extensions.empty()) {
      diags_.add(diag::invalidResourceType(m_.loc(d.target)));
    }
    r.type = type;
    r.apiVersion = api;
    if (!alias.empty() && pit == parentDecl_.end()) r.explicitExtension = true;
    if (!alias.empty() && alias != "az") {
      r.isAz = false;
      r.extensionAlias = alias;
    } else if (alias.empty() && !m_.extensions.empty()) {
      // Without type data, tell extension types from Azure ones by their namespace.
      std::string ns = type.substr(0, type.find('/'));
      if (ns.find('.') == std::string::npos || istartsWith(ns, "Microsoft.Graph")) {
        r.isAz = false;
        r.extensionAlias = m_.extensions.front()->name;
        for (const Decl* e : m_.extensions)
          if (e->name != "az") {
            r.extensionAlias = e->name;
            break;
          }
      }
    }
    if (d.hasValue) {
      r.body = unwrapBody(d.value, &r.forNode, &r.ifNode);
      if (r.body) {
        r.nameExpr = findProperty(*r.body, "name");
        r.scopeExpr = findProperty(*r.body, "scope");
        r.parentExpr = findProperty(*r.body, "parent");
        r.dependsOnExpr = findProperty(*r.body, "dependsOn");
      }
    }
  }

  void resolveParentProperty(ResourceInfo& r) {
    if (!r.parentExpr || r.nested) return;
    const Node* e = r.parentExpr;
    const Node* index = nullptr;
    if (e->kind == NodeKind::Index && e->kids.size() == 2) {
      index = &e->kids[1];
      e = &e->kids[0];
    }
    if (int p = resourceOf(*e); p >= 0) {
      r.parent = p;
      r.parentIndex = index;
    }
  }

  // The resource a parent expression names: `a` or a nested one through `a::b::c`; -1 if none.
  int resourceOf(const Node& e) const {
    if (e.kind == NodeKind::ResourceAccess && !e.kids.empty()) {
      int base = resourceOf(e.kids[0]);
      if (base < 0) return -1;
      for (size_t c : m_.resources[static_cast<size_t>(base)].children)
        if (m_.resources[c].name == e.text) return static_cast<int>(c);
      return -1;
    }
    const Binding* b = m_.bindingOf(e);
    return b && b->kind == BindKind::Resource ? static_cast<int>(b->index) : -1;
  }

  void inheritLoop(ResourceInfo& r) {
    if (r.forNode || !r.nested) return;
    for (int p = r.parent; p >= 0; p = m_.resources[static_cast<size_t>(p)].nested ? m_.resources[static_cast<size_t>(p)].parent : -1) {
      if (m_.resources[static_cast<size_t>(p)].forNode) {
        r.inheritedFor = m_.resources[static_cast<size_t>(p)].forNode;
        return;
      }
    }
  }

  bool localNamed(std::string_view name) const {
    for (const Frame& f : frames_)
      for (const auto& [n, b] : f)
        if (n == name && b.kind != BindKind::Resource && b.kind != BindKind::Namespace) return true;
    return false;
  }

  const Binding* lookup(const std::string& name) {
    for (auto f = frames_.rbegin(); f != frames_.rend(); ++f)
      for (auto it = f->rbegin(); it != f->rend(); ++it)
        if (it->first == name) return &it->second;
    auto g = m_.globals.find(name);
    if (g != m_.globals.end()) return &g->second;
    if (name == "az" || name == "sys") {
      scratch_ = Binding{BindKind::Namespace};
      scratch_.name = name;
      return &scratch_;
    }
    return nullptr;
  }

  // A call to a name that is no user function: it must be one of Bicep's functions.
  void checkBuiltinCall(const std::string& name, const std::string& ns, Loc at) {
    if (auto banned = bannedFunction(name, at)) {
      diags_.add(*banned);
      return;
    }
    // Functions of .bicepparam files do not exist in a .bicep file (BCP057, as in Bicep).
    bool paramsFile = m_.fileKind() == FileKind::BicepParam;
    if (isBuiltinFunction(name, ns) && (paramsFile || !isParamsFileFunction(name))) return;
    std::vector<std::string> candidates = builtinFunctionNames(ns);
    if (!paramsFile)
      candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                      [](const std::string& c) { return isParamsFileFunction(c); }),
                       candidates.end());
    auto suggestion = spellingSuggestion(name, candidates);
    if (ns.empty()) {
      if (suggestion) diags_.add(diag::undefinedSymbolDidYouMean(at, name, *suggestion));
      else diags_.add(diag::undefinedSymbol(at, name));
    } else if (suggestion) {
      diags_.add(diag::functionNotInNamespaceDidYouMean(at, name, ns, *suggestion));
    } else {
      diags_.add(diag::functionNotInNamespace(at, name, ns));
    }
  }

  void reportNotAFunction(const Node& call) {
    if (auto ns = builtinNamespaceOf(call.text)) diags_.add(diag::notAFunctionDidYouMean(m_.loc(call.begin), call.text, *ns));
    else diags_.add(diag::notAFunction(m_.loc(call.begin), call.text));
  }

  void bindDecorators(const std::vector<Node>& decorators) {
    for (const Node& dec : decorators)
      if (!dec.kids.empty())
        for (const Node* a : callArgs(dec.kids[0])) bindNode(*a, {});
  }

  void bindDecorators(const Decl& d) {
    bindDecorators(d.decorators);
    if (d.hasType) bindTypeMemberDecorators(d.type, 0);
  }

  // Decorators on object type properties, additional properties and tuple items.
  void bindTypeMemberDecorators(const Node& type, int depth) {
    if (depth > 64) return;
    for (const Node& k : type.kids) {
      bindDecorators(k.decorators);
      bindTypeMemberDecorators(k, depth + 1);
    }
  }

  void bindDecl(const Decl& d) {
    bindDecorators(d);
    switch (d.kind) {
      case DeclKind::Resource: bindResource(d); break;
      case DeclKind::Var:
        if (d.hasValue) bindNode(d.value, d.name);
        break;
      case DeclKind::Func: {
        Frame f;
        for (size_t i = 0; i < d.params.size(); ++i) {
          Binding b{BindKind::FuncParam, m_.funcs.size()};
          b.slot = i;
          b.name = d.params[i].text;
          f.emplace_back(d.params[i].text, b);
        }
        frames_.push_back(std::move(f));
        if (d.hasValue) bindNode(d.value, {});
        frames_.pop_back();
        break;
      }
      case DeclKind::Extension:
      case DeclKind::Using:
      case DeclKind::ExtensionConfig:
        if (d.hasConfig) bindNode(d.config, {});
        break;
      case DeclKind::Module:
        if (d.hasValue) {
          bindNode(d.value, {});
          // A parameter loop is emitted as the copy of the parameter's `value`.
          if (const Node* body = unwrapBody(d.value, nullptr, nullptr))
            if (const Node* params = findProperty(*body, "params"); params && params->kind == NodeKind::Object)
              for (const Node& p : params->kids)
                if (p.kind == NodeKind::Property && !p.kids.empty() && p.kids.back().kind == NodeKind::For)
                  m_.setCopyName(&p.kids.back(), "value");
        }
        break;
      default:
        if (d.hasValue) bindNode(d.value, {});
        break;
    }
  }

  void bindResource(const Decl& d) {
    // `this` is in scope in the body of a resource the deployment creates or updates (not in its
    // condition, and not for an `existing` one). A file that declares its own `this` keeps it.
    if (!d.existing && d.hasValue && !m_.globals.count(std::string(kThisNamespace)))
      if (const Node* body = unwrapBody(d.value, nullptr, nullptr)) {
        Binding b{BindKind::Namespace, resourceIndex_.at(&d)};
        b.name = kThisNamespace;
        thisBodies_[body] = b;
      }
    Frame f;
    for (const Decl& c : d.children) f.emplace_back(c.name, Binding{BindKind::Resource, resourceIndex_.at(&c)});
    frames_.push_back(std::move(f));
    resourceStack_.push_back(&d);
    if (d.hasValue) bindNode(d.value, {});
    resourceStack_.pop_back();
    frames_.pop_back();
  }

  void bindNode(const Node& n, const std::string& copyName) {
    switch (n.kind) {
      case NodeKind::Ident: {
        const Binding* b = lookup(n.text);
        if (!b) {
          // A function's name used as a value is not "unknown" to Bicep.
          if (isBuiltinFunction(n.text)) diags_.add(diag::notAValue(m_.loc(n), n.text));
          else diags_.add(diag::undefinedSymbol(m_.loc(n), n.text));
          return;
        }
        if (b->kind == BindKind::Func) diags_.add(diag::notAValue(m_.loc(n), n.text));
        m_.bind(n, *b);
        return;
      }
      case NodeKind::Call: {
        const Binding* b = lookup(n.text);
        if (b && (b->kind == BindKind::Func || b->kind == BindKind::ImportedSymbol)) {
          m_.bind(n, *b);
        } else {
          if (b && b->kind != BindKind::Namespace) reportNotAFunction(n);
          else checkBuiltinCall(n.text, {}, m_.loc(n.begin));
          Binding fb{BindKind::BuiltinFunction};
          fb.name = n.text;
          m_.bind(n, fb);
        }
        for (const Node& k : n.kids) bindNode(k, {});
        return;
      }
      case NodeKind::MethodCall: {
        for (const Node& k : n.kids) bindNode(k, {});
        // sys.f() and az.f(): the function must exist in that namespace.
        if (!n.kids.empty() && n.kids[0].kind == NodeKind::Ident) {
          const Binding* b = m_.bindingOf(n.kids[0]);
          if (isThisCall(m_, n)) {
            m_.usesThis = true;
            checkThisCall(m_, n, diags_);
            return;
          }
          if (b && b->kind == BindKind::Namespace && (b->name == "sys" || b->name == "az") &&
              !m_.globals.count(n.kids[0].text))
            checkBuiltinCall(n.text, b->name, m_.loc(static_cast<uint32_t>(n.ival)));
        }
        return;
      }
      case NodeKind::Property: {
        for (size_t i = 0; i + 1 < n.kids.size(); ++i) bindNode(n.kids[i], {});
        const std::string none;  // both branches lvalues: the name is passed, not copied
        if (!n.kids.empty()) bindNode(n.kids.back(), n.interpolatedKey ? none : n.text);
        return;
      }
      case NodeKind::For: {
        m_.setCopyName(&n, copyName);
        if (n.kids.size() < 4) return;
        bindNode(n.kids[2], {});
        Frame f;
        if (!n.kids[0].text.empty()) {
          Binding b{BindKind::LoopItem};
          b.node = &n;
          f.emplace_back(n.kids[0].text, b);
        }
        if (!n.kids[1].text.empty()) {
          Binding b{BindKind::LoopIndex};
          b.node = &n;
          f.emplace_back(n.kids[1].text, b);
        }
        frames_.push_back(std::move(f));
        bindNode(n.kids[3], {});
        frames_.pop_back();
        return;
      }
      case NodeKind::Lambda: {
        Frame f;
        for (size_t i = 0; i + 1 < n.kids.size(); ++i) {
          Binding b{BindKind::LambdaParam};
          b.node = &n;
          b.slot = i;
          b.name = n.kids[i].text;
          f.emplace_back(n.kids[i].text, b);
        }
        frames_.push_back(std::move(f));
        if (!n.kids.empty()) bindNode(n.kids.back(), {});
        frames_.pop_back();
        return;
      }
      case NodeKind::Object:
        // A loop variable named `this` (`[for this in ...: {...}]`) is closer than the namespace.
        if (auto it = thisBodies_.find(&n); it != thisBodies_.end() && !localNamed(kThisNamespace)) {
          frames_.push_back(Frame{{std::string(kThisNamespace), it->second}});
          for (const Node& k : n.kids) bindNode(k, {});
          frames_.pop_back();
          return;
        }
        for (const Node& k : n.kids) bindNode(k, {});
        return;
      case NodeKind::NestedResource: {
        if (resourceStack_.empty()) return;
        const Decl* owner = resourceStack_.back();
        size_t idx = static_cast<size_t>(n.ival);
        if (idx < owner->children.size()) {
          bindDecorators(owner->children[idx]);
          bindResource(owner->children[idx]);
        }
        return;
      }
      default:
        for (const Node& k : n.kids) bindNode(k, {});
        return;
    }
  }

  SemanticModel& m_;
  Diagnostics& diags_;
  std::vector<Frame> frames_;
  std::vector<const Decl*> resourceStack_;
  std::unordered_map<const Decl*, size_t> resourceIndex_;
  std::unordered_map<const Decl*, const Decl*> parentDecl_;
  std::unordered_set<size_t> resolved_;
  std::unordered_map<const Node*, Binding> thisBodies_;  // resource bodies where `this` is in scope
  Binding scratch_;
};

}  // namespace

std::unique_ptr<SemanticModel> bind(const SourceText& src, const Program& program, FileKind kind, Diagnostics& diags) {
  auto m = std::make_unique<SemanticModel>(src, program, kind);
  Binder(*m, diags).run();
  return m;
}

}  // namespace pf::bicep
