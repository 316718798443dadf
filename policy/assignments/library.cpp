#include "policy/assignments/library.hpp"

#include <algorithm>
#include <filesystem>

#include "policy/definitions/effect.hpp"
#include "policy/diagnostics.hpp"
#include "policy/io/json_file.hpp"

namespace pf::policy {

namespace {

namespace fs = std::filesystem;

const std::string* str(const Value& v, std::string_view key) {
  const Value* m = v.isObject() ? v.get(key) : nullptr;
  return m && m->isString() ? &m->str() : nullptr;
}

std::string strOr(const Value& v, std::string_view key) {
  const std::string* s = str(v, key);
  return s ? *s : std::string();
}

enum class DocKind { Definition, Set, Assignment, Exemption, Unknown };

DocKind kindOf(const Value& doc) {
  if (!doc.isObject()) return DocKind::Unknown;
  if (const std::string* t = str(doc, "type")) {
    if (iequals(*t, "Microsoft.Authorization/policyDefinitions")) return DocKind::Definition;
    if (iequals(*t, "Microsoft.Authorization/policySetDefinitions")) return DocKind::Set;
    if (iequals(*t, "Microsoft.Authorization/policyAssignments")) return DocKind::Assignment;
    if (iequals(*t, "Microsoft.Authorization/policyExemptions")) return DocKind::Exemption;
  }
  const Value* props = doc.get("properties");
  const Value& body = props && props->isObject() ? *props : doc;
  if (body.get("policyRule") || (doc.get("if") && doc.get("then"))) return DocKind::Definition;
  if (const Value* m = body.get("policyDefinitions"); m && m->isArray()) return DocKind::Set;
  if (str(body, "policyAssignmentId")) return DocKind::Exemption;
  if (str(body, "policyDefinitionId")) return DocKind::Assignment;
  return DocKind::Unknown;
}

const Value& bodyOf(const Value& doc, std::string& base) {
  const Value* props = doc.get("properties");
  if (props && props->isObject()) {
    base = "properties.";
    return *props;
  }
  base.clear();
  return doc;
}

std::vector<Selector> readSelectors(const Value* v, const std::string& path, Diagnostics& diags, std::string_view code) {
  std::vector<Selector> out;
  if (!v || v->isNull()) return out;
  if (!v->isArray()) {
    diags.add(diag::make(code, path, "expected an array of selectors", v->loc()));
    return out;
  }
  for (size_t i = 0; i < v->arr().size(); ++i) {
    const Value& s = v->arr()[i];
    std::string p = path + "[" + std::to_string(i) + "]";
    Selector sel;
    sel.kind = strOr(s, "kind");
    const Value* in = s.isObject() ? s.get("in") : nullptr;
    const Value* notIn = s.isObject() ? s.get("notIn") : nullptr;
    if (sel.kind.empty() || (in != nullptr) == (notIn != nullptr)) {
      diags.add(diag::make(code, p, "a selector needs 'kind' and one of 'in' or 'notIn'", s.loc()));
      continue;
    }
    sel.in = in != nullptr;
    const Value* list = in ? in : notIn;
    if (list->isArray())
      for (const Value& x : list->arr())
        if (x.isString()) sel.values.push_back(x.str());
    out.push_back(std::move(sel));
  }
  return out;
}

std::vector<ResourceSelector> readResourceSelectors(const Value* v, const std::string& path, Diagnostics& diags,
                                                    std::string_view code) {
  std::vector<ResourceSelector> out;
  if (!v || v->isNull()) return out;
  if (!v->isArray()) {
    diags.add(diag::make(code, path, "resourceSelectors must be an array", v->loc()));
    return out;
  }
  for (size_t i = 0; i < v->arr().size(); ++i) {
    const Value& r = v->arr()[i];
    ResourceSelector rs;
    rs.name = strOr(r, "name");
    rs.selectors = readSelectors(r.isObject() ? r.get("selectors") : nullptr, path + "[" + std::to_string(i) + "].selectors",
                                 diags, code);
    out.push_back(std::move(rs));
  }
  return out;
}

// The scope an assignment or exemption id lives at: the part before "/providers/Microsoft.Authorization/".
std::string scopeOfId(const std::string& id) {
  std::string lower = toLowerAscii(id);
  size_t at = lower.rfind("/providers/microsoft.authorization/");
  return at == std::string::npos ? std::string() : id.substr(0, at);
}

std::vector<ParameterDecl> readParameterDecls(const Value* params, const std::string& path, Diagnostics& diags) {
  std::vector<ParameterDecl> out;
  if (!params || params->isNull()) return out;
  if (!params->isObject()) {
    diags.add(diag::make(diag::kParameter, path, "'parameters' must be an object", params->loc()));
    return out;
  }
  for (const auto& [name, decl] : params->obj()) {
    ParameterDecl pd;
    pd.name = name;
    pd.loc = decl.loc();
    pd.type = strOr(decl, "type");
    if (const Value* dv = decl.isObject() ? decl.get("defaultValue") : nullptr) pd.defaultValue = *dv;
    if (const Value* av = decl.isObject() ? decl.get("allowedValues") : nullptr; av && av->isArray()) pd.allowedValues = *av;
    out.push_back(std::move(pd));
  }
  return out;
}

}  // namespace

std::string idKind(std::string_view id) {
  size_t last = id.rfind('/');
  if (last == std::string_view::npos || last == 0) return "";
  size_t prev = id.rfind('/', last - 1);
  return toLowerAscii(id.substr(prev + 1, last - prev - 1));
}

std::string idName(std::string_view id) {
  size_t last = id.rfind('/');
  return std::string(last == std::string_view::npos ? id : id.substr(last + 1));
}

void PolicyLibrary::addDocument(const Value& doc, const std::string& file, bool explicitFile,
                                const DefinitionOptions& options, Diagnostics& diags) {
  if (doc.isArray()) {
    for (size_t i = 0; i < doc.arr().size(); ++i)
      addOne(doc.arr()[i], file, "$[" + std::to_string(i) + "]", explicitFile, options, diags);
    return;
  }
  if (doc.isObject()) {
    // `az policy ... list --query` and the REST API wrap lists in {"value": [...]}.
    if (const Value* v = doc.get("value"); v && v->isArray() && doc.obj().size() <= 2) {
      for (size_t i = 0; i < v->arr().size(); ++i)
        addOne(v->arr()[i], file, "$.value[" + std::to_string(i) + "]", explicitFile, options, diags);
      return;
    }
  }
  addOne(doc, file, "$", explicitFile, options, diags);
}

void PolicyLibrary::addOne(const Value& doc, const std::string& file, const std::string& path, bool explicitFile,
                           const DefinitionOptions& options, Diagnostics& diags) {
  DocKind kind = kindOf(doc);
  if (kind == DocKind::Unknown) {
    if (explicitFile)
      diags.add(diag::make(diag::kShape, path,
                           file + " holds no policy definition, initiative, assignment or exemption", doc.loc()));
    return;
  }
  std::string base;
  const Value& body = bodyOf(doc, base);
  std::string name = strOr(doc, "name");
  std::string id = strOr(doc, "id");
  if (kind == DocKind::Definition) {
    std::optional<PolicyDefinition> d = loadDefinition(doc, file, options, diags);
    if (!d) return;
    if (id.empty()) d->id = "/providers/Microsoft.Authorization/policyDefinitions/" + d->name;
    std::string key = toLowerAscii(d->id);
    if (definitionIds_.count(key)) {
      diags.add(diag::make(diag::kDuplicate, path, "a second definition with the id '" + d->id + "' (kept the first)",
                           doc.loc()));
      return;
    }
    definitionIds_[key] = definitions_.size();
    definitionNames_.emplace(toLowerAscii(d->name), definitions_.size());
    definitions_.push_back(std::move(*d));
    return;
  }
  if (kind == DocKind::Set) {
    PolicySetDefinition s;
    s.file = file;
    s.loc = doc.loc();
    s.name = name.empty() ? idName(id) : name;
    s.id = id.empty() ? "/providers/Microsoft.Authorization/policySetDefinitions/" + s.name : id;
    s.displayName = strOr(body, "displayName");
    s.description = strOr(body, "description");
    size_t before = diags.errorCount();
    s.parameters = readParameterDecls(body.get("parameters"), path + "." + base + "parameters", diags);
    const Value* members = body.get("policyDefinitions");
    for (size_t i = 0; members && i < members->arr().size(); ++i) {
      const Value& m = members->arr()[i];
      std::string p = path + "." + base + "policyDefinitions[" + std::to_string(i) + "]";
      SetMember sm;
      sm.definitionId = strOr(m, "policyDefinitionId");
      sm.referenceId = strOr(m, "policyDefinitionReferenceId");
      if (sm.referenceId.empty()) sm.referenceId = idName(sm.definitionId);
      sm.parameters = m.isObject() && m.get("parameters") ? *m.get("parameters") : Value::emptyObject();
      sm.path = p;
      sm.loc = m.loc();
      if (sm.definitionId.empty()) {
        diags.add(diag::make(diag::kInitiative, p, "a member needs a 'policyDefinitionId'", m.loc()));
        continue;
      }
      s.members.push_back(std::move(sm));
    }
    if (diags.errorCount() != before) return;
    std::string key = toLowerAscii(s.id);
    if (setIds_.count(key)) {
      diags.add(diag::make(diag::kDuplicate, path, "a second initiative with the id '" + s.id + "' (kept the first)",
                           doc.loc()));
      return;
    }
    setIds_[key] = sets_.size();
    setNames_.emplace(toLowerAscii(s.name), sets_.size());
    sets_.push_back(std::move(s));
    return;
  }
  if (kind == DocKind::Assignment) {
    PolicyAssignment a;
    a.file = file;
    a.loc = doc.loc();
    a.name = name.empty() ? idName(id) : name;
    a.id = id;
    a.displayName = strOr(body, "displayName");
    a.description = strOr(body, "description");
    a.policyDefinitionId = strOr(body, "policyDefinitionId");
    a.scope = strOr(body, "scope");
    if (a.scope.empty()) a.scope = scopeOfId(id);
    if (a.id.empty()) a.id = a.scope + "/providers/Microsoft.Authorization/policyAssignments/" + a.name;
    std::string ap = path + "." + base;
    size_t before = diags.errorCount();
    if (const Value* ns = body.get("notScopes"); ns && ns->isArray())
      for (const Value& s : ns->arr())
        if (s.isString()) a.notScopes.push_back(s.str());
    if (const Value* p = body.get("parameters")) a.parameters = *p;
    else a.parameters = Value::emptyObject();
    if (const std::string* em = str(body, "enforcementMode")) {
      if (iequals(*em, "DoNotEnforce")) a.enforced = false;
      else if (!iequals(*em, "Default"))
        diags.add(diag::make(diag::kAssignment, ap + "enforcementMode",
                             "enforcementMode is Default or DoNotEnforce, not '" + *em + "'", body.get("enforcementMode")->loc()));
    }
    if (const Value* msgs = body.get("nonComplianceMessages"); msgs && msgs->isArray())
      for (const Value& m : msgs->arr())
        if (const std::string* text = str(m, "message"))
          a.messages.push_back({*text, strOr(m, "policyDefinitionReferenceId")});
    a.resourceSelectors = readResourceSelectors(body.get("resourceSelectors"), ap + "resourceSelectors", diags, diag::kAssignment);
    if (const Value* ov = body.get("overrides"); ov && ov->isArray()) {
      for (size_t i = 0; i < ov->arr().size(); ++i) {
        const Value& o = ov->arr()[i];
        EffectOverride eo;
        eo.kind = strOr(o, "kind");
        eo.value = strOr(o, "value");
        eo.selectors = readSelectors(o.isObject() ? o.get("selectors") : nullptr,
                                     ap + "overrides[" + std::to_string(i) + "].selectors", diags, diag::kAssignment);
        if (iequals(eo.kind, "policyEffect") && !parseEffect(eo.value))
          diags.add(diag::make(diag::kAssignment, ap + "overrides[" + std::to_string(i) + "].value",
                               "unknown effect '" + eo.value + "'", o.loc()));
        a.overrides.push_back(std::move(eo));
      }
    }
    if (a.policyDefinitionId.empty())
      diags.add(diag::make(diag::kAssignment, ap + "policyDefinitionId", "an assignment needs a policyDefinitionId", doc.loc()));
    if (diags.errorCount() != before) return;
    assignments_.push_back(std::move(a));
    return;
  }
  PolicyExemption e;
  e.file = file;
  e.loc = doc.loc();
  e.name = name.empty() ? idName(id) : name;
  e.id = id;
  e.displayName = strOr(body, "displayName");
  e.assignmentId = strOr(body, "policyAssignmentId");
  e.category = strOr(body, "exemptionCategory");
  e.expiresOn = strOr(body, "expiresOn");
  e.scope = strOr(doc, "scope");
  if (e.scope.empty()) e.scope = strOr(body, "scope");
  if (e.scope.empty()) e.scope = scopeOfId(id);
  if (const Value* refs = body.get("policyDefinitionReferenceIds"); refs && refs->isArray())
    for (const Value& r : refs->arr())
      if (r.isString()) e.referenceIds.push_back(r.str());
  size_t before = diags.errorCount();
  e.resourceSelectors = readResourceSelectors(body.get("resourceSelectors"), path + "." + base + "resourceSelectors", diags,
                                              diag::kExemption);
  if (e.scope.empty())
    diags.add(diag::make(diag::kExemption, path,
                         "an exemption needs a scope: an 'id' under the exempted scope or a 'scope' member", doc.loc()));
  if (diags.errorCount() != before) return;
  exemptions_.push_back(std::move(e));
}

const PolicyDefinition* PolicyLibrary::definition(std::string_view id) const {
  auto it = definitionIds_.find(toLowerAscii(id));
  if (it != definitionIds_.end()) return &definitions_[it->second];
  if (idKind(id) != "policydefinitions" && id.find('/') != std::string_view::npos) return nullptr;
  auto byName = definitionNames_.find(toLowerAscii(idName(id)));
  return byName == definitionNames_.end() ? nullptr : &definitions_[byName->second];
}

const PolicySetDefinition* PolicyLibrary::setDefinition(std::string_view id) const {
  auto it = setIds_.find(toLowerAscii(id));
  if (it != setIds_.end()) return &sets_[it->second];
  if (idKind(id) != "policysetdefinitions" && id.find('/') != std::string_view::npos) return nullptr;
  auto byName = setNames_.find(toLowerAscii(idName(id)));
  return byName == setNames_.end() ? nullptr : &sets_[byName->second];
}

namespace {

void collectJson(const fs::path& dir, std::vector<std::string>& out) {
  std::error_code ec;
  std::vector<fs::path> entries;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) entries.push_back(it->path());
  std::sort(entries.begin(), entries.end());
  for (const fs::path& p : entries) {
    std::string leaf = p.filename().string();
    if (!leaf.empty() && leaf[0] == '.') continue;
    if (fs::is_directory(fs::symlink_status(p, ec))) collectJson(p, out);
    else if (p.extension() == ".json" || p.extension() == ".jsonc") out.push_back(p.string());
  }
}

}  // namespace

void loadPolicyPaths(const std::vector<std::string>& paths, const FileAccessPolicy& access, SourceFiles& files,
                     const DefinitionOptions& options, PolicyLibrary& library, Diagnostics& diags) {
  for (const std::string& path : paths) {
    std::error_code ec;
    fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st)) {
      diags.add(diag::make(diag::kPolicyPath, "", "the policy path '" + path + "' does not exist", Loc{}));
      continue;
    }
    std::vector<std::string> list;
    bool explicitFile = !fs::is_directory(st);
    if (explicitFile) list.push_back(path);
    else collectJson(path, list);
    for (const std::string& f : list)
      if (std::optional<Value> doc = readJsonFile(f, access, files, diags))
        library.addDocument(*doc, f, explicitFile, options, diags);
  }
}

}  // namespace pf::policy
