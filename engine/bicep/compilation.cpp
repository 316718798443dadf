#include "engine/bicep/compilation.hpp"

#include <filesystem>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/imports.hpp"
#include "engine/bicep/extension_catalog.hpp"
#include "engine/bicep/import_cache.hpp"
#include "engine/bicep/emit/template_emitter.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/bicep/semantics/cycles.hpp"
#include "engine/bicep/semantics/decorator_checks.hpp"
#include "engine/bicep/semantics/extension_config_checks.hpp"
#include "engine/bicep/semantics/deploy_time.hpp"
#include "engine/bicep/semantics/inlining.hpp"
#include "engine/bicep/semantics/this_namespace.hpp"
#include "engine/bicep/semantics/type_spelling.hpp"
#include "engine/core/arm_limits.hpp"
#include "engine/core/json.hpp"

namespace pf::bicep {

namespace {

bool isRegistryReference(std::string_view p) {
  return p.rfind("br:", 0) == 0 || p.rfind("br/", 0) == 0 || p.rfind("ts:", 0) == 0 || p.rfind("ts/", 0) == 0;
}

// Whether a type schema is secure or holds a secure member (through properties, items and
// #/definitions references of `tmpl`).
bool holdsSecure(const Value& schema, const Value& tmpl, int depth) {
  if (depth > 32 || !schema.isObject()) return false;
  if (const Value* t = schema.get("type"); t && t->isString() && (iequals(t->str(), "securestring") || iequals(t->str(), "secureObject")))
    return true;
  if (const Value* ref = schema.get("$ref"); ref && ref->isString() && ref->str().rfind("#/definitions/", 0) == 0) {
    const Value* defs = tmpl.get("definitions");
    const Value* def = defs ? defs->get(ref->str().substr(14)) : nullptr;
    if (def && holdsSecure(*def, tmpl, depth + 1)) return true;
  }
  if (const Value* props = schema.get("properties"); props && props->isObject())
    for (const auto& [k, p] : props->obj())
      if (holdsSecure(p, tmpl, depth + 1)) return true;
  for (const char* key : {"additionalProperties", "items"})
    if (const Value* x = schema.get(key); x && holdsSecure(*x, tmpl, depth + 1)) return true;
  if (const Value* items = schema.get("prefixItems"); items && items->isArray())
    for (const Value& x : items->arr())
      if (holdsSecure(x, tmpl, depth + 1)) return true;
  return false;
}

// Outputs read through listOutputsWithSecureValues: secure ones, and objects with secure members.
std::set<std::string> secureOutputsOf(const Value& tmpl) {
  std::set<std::string> out;
  const Value* outputs = tmpl.get("outputs");
  if (!outputs || !outputs->isObject()) return out;
  for (const auto& [name, o] : outputs->obj())
    if (holdsSecure(o, tmpl, 0)) out.insert(name);
  return out;
}

std::set<std::string> outputsOf(const Value& tmpl) {
  std::set<std::string> out;
  if (const Value* outputs = tmpl.get("outputs"); outputs && outputs->isObject())
    for (const auto& [name, o] : outputs->obj()) out.insert(name);
  return out;
}

void describeOutputs(CompiledModule& cm) {
  cm.secureOutputs = secureOutputsOf(cm.tmpl);
  cm.outputs = outputsOf(cm.tmpl);
  const Value* lv = cm.tmpl.get("languageVersion");
  cm.symbolicNames = lv && lv->isString();
}

}  // namespace

FileUnit& Workspace::load(const std::string& path, std::string text, FileKind kind) {
  FileUnit& ref = *units_.emplace_back(loadUnit(path, std::move(text), kind));
  return ref;
}

std::shared_ptr<const FileUnit> Workspace::loadImported(const std::string& path, std::string text) {
  ImportCache* cache = options_.importCache;
  if (!cache) return loadUnit(path, std::move(text), FileKind::Bicep);
  std::string key = ModuleCache::keyOf(path, text, options_);
  if (auto hit = cache->find(key)) return hit;
  return cache->store(key, loadUnit(path, std::move(text), FileKind::Bicep));
}

std::unique_ptr<FileUnit> Workspace::loadUnit(const std::string& path, std::string text, FileKind kind) {
  auto unit = std::make_unique<FileUnit>();
  unit->path = path;
  unit->fileId = files_.add(path, std::move(text));
  unit->src = std::make_unique<SourceText>(unit->fileId, files_.text(unit->fileId));
  unit->parsed = parse(*unit->src, kind, unit->diags);
  unit->model = bind(*unit->src, unit->parsed.program, kind, unit->diags);
  // Which resources belong to an extension first: only Azure resources take the index's spellings.
  if (!unit->model->extensions.empty()) resolveExtensions(*unit->model, options_.resolveExtension, path, unit->diags);
  applyTypeSpellings(*unit->model, typeIndex());
  unit->acyclic = checkCycles(*unit->model, unit->diags);
  if (unit->acyclic) computeInlining(*unit->model);
  checkVariableLoopBodies(*unit->model, unit->diags);
  checkThisInResourceNames(*unit->model, unit->diags);
  checkDecorators(*unit->model, features_, unit->diags);
  checkExtensionConfigs(*unit->model, unit->diags);
  return unit;
}

void Workspace::applyPragmas(const FileUnit& unit, Diagnostics& diags) const {
  const auto& pragmas = unit.parsed.pragmas;
  if (pragmas.empty()) return;
  auto covers = [](const Pragma& p, const std::string& code) {
    if (p.codes.empty()) return true;
    for (const auto& c : p.codes)
      if (iequals(c, code)) return true;
    return false;
  };
  std::vector<Diagnostic> kept;
  for (const Diagnostic& d : diags.items()) {
    bool drop = false;
    if (d.loc.file == unit.fileId) {
      // #disable-diagnostics ... #restore-diagnostics ranges, then #disable-next-line.
      std::map<std::string, bool> state;
      bool all = false;
      for (const Pragma& p : pragmas) {
        if (p.line >= d.loc.line) break;
        if (p.kind == Pragma::Kind::Disable || p.kind == Pragma::Kind::Restore) {
          bool on = p.kind == Pragma::Kind::Disable;
          if (p.codes.empty()) all = on;
          for (const auto& c : p.codes) state[toLowerAscii(c)] = on;
        }
      }
      auto it = state.find(toLowerAscii(d.code));
      drop = it != state.end() ? it->second : all;
      for (const Pragma& p : pragmas)
        if (p.kind == Pragma::Kind::DisableNextLine && p.line + 1 == d.loc.line && covers(p, d.code)) drop = true;
    }
    if (!drop) kept.push_back(d);
  }
  diags.items() = std::move(kept);
}

Value Workspace::compileUnit(FileUnit& unit, Diagnostics& diags, bool /*root*/) {
  std::function<const CompiledModule*(const ModuleInfo&)> moduleFn = [this, &unit](const ModuleInfo& mod) {
    return module(unit, mod, unit.diags);
  };
  if (!unit.acyclic) {
    // Emitting a cyclic declaration would never end; the cycle was reported.
    applyPragmas(unit, unit.diags);
    diags.append(unit.diags);
    return Value(Object());
  }
  EmitContext ctx(*unit.model, unit.diags, unit.path, fileAccess());
  ctx.module = moduleFn;
  ctx.typeIndex = &typeIndex();
  if (!unit.model->imports.empty()) buildImportClosure(ctx, importSources(unit, unit.diags));
  ctx.experimentalFeatures = features_.armExperimentalNames();
  // Bicep writes 2.2-experimental for local deploy and for extensibility v2 (module extension configs).
  ctx.experimentalV22 = features_.enabled("localDeploy") || features_.enabled("moduleExtensionConfigs");
  ctx.extensionsV2 = features_.enabled("moduleExtensionConfigs");
  // An experimental language version has symbolic names, as 2.0 has.
  ctx.symbolic = !ctx.experimentalFeatures.empty() || options_.forceSymbolicNames || needsSymbolicNames(*unit.model, moduleFn);
  Value tmpl = emitTemplate(ctx);
  applyPragmas(unit, unit.diags);
  diags.append(unit.diags);
  return tmpl;
}

std::vector<const ImportSource*> Workspace::importSources(const FileUnit& unit, Diagnostics& diags) {
  namespace fs = std::filesystem;
  std::vector<const ImportSource*> out;
  for (const Decl* d : unit.model->imports) {
    if (!d->target.isPlainString()) {
      out.push_back(nullptr);
      continue;
    }
    const std::string& written = d->target.segments[0];
    Loc at = unit.model->loc(d->target);
    if (isRegistryReference(written)) {
      // A registry module's ARM template, when the resolver has it, is imported from like a JSON file.
      auto it = imports_.find(written);
      if (it == imports_.end()) {
        auto got = options_.resolveModule ? options_.resolveModule(ModuleRequest{written, "", unit.path, at}, diags)
                                          : std::nullopt;
        if (!got) diags.add(diag::registryNotAvailable(at, written));
        else if (!*got) diags.add(Error{got->error().code, got->error().message, at}.toDiagnostic());
        if (!got || !*got) {
          out.push_back(nullptr);
          continue;
        }
        auto src = std::make_unique<ImportSource>();
        src->asWritten = (*got)->canonicalReference.empty() ? written : (*got)->canonicalReference;
        src->resolved = written;
        src->json = std::move((*got)->tmpl);
        it = imports_.emplace(written, std::move(src)).first;
      }
      out.push_back(it->second.get());
      continue;
    }
    std::string resolved = (fs::path(unit.path).parent_path() / written).lexically_normal().generic_string();
    auto it = imports_.find(resolved);
    if (it == imports_.end()) {
      auto src = std::make_unique<ImportSource>();
      src->asWritten = written;
      src->resolved = resolved;
      auto text = options_.files.read(resolved);
      if (!text) {
        diags.add(diag::fileReadError(at, written, text.error(), resolved));
        out.push_back(nullptr);
        continue;
      }
      if (iendsWith(resolved, ".json")) {
        uint32_t id = files_.add(resolved, std::move(*text));
        Diagnostics jd;
        src->json = parseJson(files_.text(id), id, jd);
        diags.append(jd);
      } else {
        auto& file = *imported_.emplace_back(std::make_unique<ImportedFile>());
        file.unit = loadImported(resolved, std::move(*text));
        file.diags = file.unit->diags;
        src->model = file.unit->model.get();
        src->diags = &file.diags;
        src->imports = [this, &file] { return importSources(*file.unit, file.diags); };
      }
      it = imports_.emplace(resolved, std::move(src)).first;
    }
    out.push_back(it->second.get());
  }
  return out;
}

const CompiledModule* Workspace::module(const FileUnit& parent, const ModuleInfo& mod, Diagnostics& diags) {
  Loc at = parent.model->loc(mod.decl->target.begin);
  std::string key = parent.path + "#" + std::to_string(mod.decl->target.begin);
  if (mod.path.empty()) {
    if (reported_.insert(key).second) diags.add(diag::expectedInterpolatedPath(at));
    return nullptr;
  }
  namespace fs = std::filesystem;
  bool registry = isRegistryReference(mod.path);
  // Registry modules are cached under their reference, local files under their normalised path.
  std::string target =
      registry ? mod.path : (fs::path(parent.path).parent_path() / mod.path).lexically_normal().generic_string();
  auto it = modules_.find(target);
  if (it == modules_.end()) {
    if (inProgress_.count(target)) {
      if (reported_.insert(key).second) diags.add(diag::unsupported(at, "a module that refers back to itself (cycle)"));
      return nullptr;
    }
    // Compiling it would recurse one level deeper: refuse before, not after.
    if (!withinDepth({target}, key, at, diags)) return nullptr;
    std::optional<CompiledModule> cm = supplied(ModuleRequest{mod.path, registry ? "" : target, parent.path, at}, diags);
    if (!cm && registry) {
      if (reported_.insert(key).second) diags.add(diag::registryNotAvailable(at, mod.path));
      return nullptr;
    }
    if (!cm) cm = compileModuleFile(target, mod.path, at, diags);
    it = modules_.emplace(target, std::move(*cm)).first;
  }
  // A module compiled before, higher up, may still be too deep here.
  auto chain = chains_.find(target);
  std::vector<std::string> below = chain != chains_.end() ? chain->second : std::vector<std::string>{target};
  if (!withinDepth(below, key, at, diags)) return nullptr;
  if (!frames_.empty() && below.size() > frames_.back().deepest.size()) frames_.back().deepest = std::move(below);
  if (!it->second.ok && reported_.insert(key).second) diags.add(unavailable(target, mod.path, at));
  return &it->second;
}

bool Workspace::withinDepth(const std::vector<std::string>& chain, const std::string& key, Loc at, Diagnostics& diags) {
  size_t depth = frames_.empty() ? 0 : frames_.size() - 1;  // of the declaring file
  if (depth + chain.size() <= kMaxDeploymentDepth) return true;
  if (reported_.insert(key).second) {
    // Name the files from the root to the first one past the limit, relative to the root's folder.
    namespace fs = std::filesystem;
    fs::path base = frames_.empty() ? fs::path() : fs::path(frames_.front().path).parent_path();
    auto name = [&](const std::string& p) {
      fs::path rel = base.empty() ? fs::path(p) : fs::path(p).lexically_relative(base);
      return (rel.empty() ? fs::path(p) : rel).generic_string();
    };
    std::string text;
    for (const Frame& f : frames_) text += (text.empty() ? "" : " > ") + name(f.path);
    for (size_t i = 0; i < chain.size() && depth + i < kMaxDeploymentDepth + 1; ++i) text += " > " + name(chain[i]);
    diags.add(diag::modulesTooDeep(at, kMaxDeploymentDepth, text));
  }
  return false;
}

Diagnostic Workspace::unavailable(const std::string& target, const std::string& reference, Loc at) const {
  auto refused = refused_.find(target);
  if (refused == refused_.end()) return diag::moduleHasErrors(at, reference);
  Error e = refused->second;
  e.loc = at;
  return e.toDiagnostic();
}

std::optional<CompiledModule> Workspace::supplied(const ModuleRequest& req, Diagnostics& diags) {
  if (!options_.resolveModule) return std::nullopt;
  auto r = options_.resolveModule(req, diags);
  if (!r) return std::nullopt;
  CompiledModule cm;
  std::string target = req.path.empty() ? req.reference : req.path;
  if (!*r) {
    refused_.emplace(target, std::move(*r).error());
    return cm;
  }
  cm.ok = true;
  cm.tmpl = std::move((*r)->tmpl);
  cm.templateSpecId = std::move((*r)->templateSpecId);
  cm.templateSpec = !cm.templateSpecId.empty();
  describeOutputs(cm);
  return cm;
}

CompiledModule Workspace::compileModuleFile(const std::string& path, const std::string& written, Loc at,
                                            Diagnostics& diags) {
  CompiledModule cm;
  auto text = options_.files.read(path);
  if (!text) {
    diags.add(diag::fileReadError(at, written, text.error(), path));
    return cm;
  }
  if (iendsWith(path, ".json")) {
    uint32_t id = files_.add(path, std::move(*text));
    Diagnostics jd;
    auto v = parseJson(files_.text(id), id, jd);
    all_.append(jd);
    if (!v || !v->isObject()) return cm;
    cm.ok = true;
    cm.tmpl = std::move(*v);
  } else {
    return compileBicepModule(path, std::move(*text));
  }
  describeOutputs(cm);
  return cm;
}

FileAccess Workspace::fileAccess() {
  // What the compile-time functions read is copied into the template (a value of megabytes per
  // call), so together it is bounded, not call by call only: 2,000 loadJsonContent() of one
  // 350 KB file held 5.7 GB. Past kMaxLoadedBytes every read fails (BCPPF11); a template of
  // that much could not be deployed (Resource Manager's limit is 4 MB).
  auto pastBudget = [this](size_t bytes) -> std::optional<Error> {
    loadedBytes_ += bytes;
    if (loadedBytes_ <= kMaxLoadedBytes) return std::nullopt;
    return Error{"BCPPF11",
                 "The compile-time functions (load*()) of this compilation read more than " +
                     std::to_string(kMaxLoadedBytes / (1024 * 1024)) +
                     " MB together; this read and later ones are refused. A template holding that much could not "
                     "be deployed (Resource Manager's limit is 4 MB).",
                 {}};
  };
  FileAccess fa;
  fa.read = [this, pastBudget](const std::string& p) -> Result<std::string> {
    if (auto e = pastBudget(0)) return *e;
    auto r = options_.files.read(p);
    for (auto* rec : recordings_) rec->push_back({false, p, ModuleCache::digestOf(r)});
    if (r)
      if (auto e = pastBudget(r->size())) return *e;
    return r;
  };
  fa.list = [this, pastBudget](const std::string& dir) -> Result<std::vector<std::string>> {
    if (auto e = pastBudget(0)) return *e;
    auto r = options_.files.list ? options_.files.list(dir) : Result<std::vector<std::string>>(std::vector<std::string>{});
    for (auto* rec : recordings_) rec->push_back({true, dir, ModuleCache::digestOf(r)});
    if (r) {
      size_t bytes = 0;  // each name becomes an object of three texts holding it
      for (const auto& n : *r) bytes += 3 * n.size() + 64;
      if (auto e = pastBudget(bytes)) return *e;
    }
    return r;
  };
  return fa;
}

CompiledModule Workspace::compileBicepModule(const std::string& path, std::string text) {
  ModuleCache* cache = options_.moduleCache;
  std::string key;
  if (cache) {
    key = ModuleCache::keyOf(path, text, options_);
    // A reuse counts what the module's load*() calls read, as compiling it here would; one that
    // would go past this compilation's budget is compiled here, to fail as it would.
    if (auto hit = cache->find(key, options_.files); hit && loadedBytes_ + hit->loadedBytes <= kMaxLoadedBytes) {
      loadedBytes_ += hit->loadedBytes;
      // As compiling it here would have left things: its diagnostics in order, its chain of one.
      all_.append(hit->diagnostics);
      chains_[path] = {path};
      return hit->module;
    }
    cache->countCompiled();
  }
  inProgress_.insert(path);
  frames_.push_back(Frame{path, {}});
  FileUnit& unit = load(path, std::move(text), FileKind::Bicep);
  // Only a leaf is kept: a module's own modules and imports are compiled in this workspace and
  // shared with the rest of it, so the diagnostics seen here would not be all of this module's.
  std::shared_ptr<ModuleCache::Entry> entry;
  if (cache && unit.model->modules.empty() && unit.model->imports.empty()) entry = std::make_shared<ModuleCache::Entry>();
  if (entry) recordings_.push_back(&entry->reads);
  const size_t loadedBefore = loadedBytes_;
  Diagnostics moduleDiags;
  CompiledModule cm;
  cm.tmpl = compileUnit(unit, moduleDiags, false);
  if (entry) recordings_.pop_back();
  // A module that failed for this compilation's budget (what the files before it read) is not
  // kept: compiled elsewhere first, it may not fail.
  if (loadedBytes_ > kMaxLoadedBytes) entry.reset();
  if (entry) entry->loadedBytes = loadedBytes_ - loadedBefore;
  std::vector<std::string> chain{path};
  chain.insert(chain.end(), frames_.back().deepest.begin(), frames_.back().deepest.end());
  chains_[path] = std::move(chain);
  frames_.pop_back();
  inProgress_.erase(path);
  cm.ok = !moduleDiags.hasErrors();
  describeOutputs(cm);
  if (entry) {
    entry->module = cm;
    entry->diagnostics = moduleDiags;
    cache->store(key, std::move(entry));
  }
  all_.append(moduleDiags);
  return cm;
}

CompileResult Workspace::compileRoot(const std::string& path, std::string text) {
  CompileResult r;
  std::string key = std::filesystem::path(path).lexically_normal().generic_string();
  inProgress_.insert(key);
  frames_.push_back(Frame{key, {}});
  FileUnit& unit = load(path, std::move(text), FileKind::Bicep);
  r.fileId = unit.fileId;
  Diagnostics rootDiags;
  r.tmpl = compileUnit(unit, rootDiags, true);
  frames_.pop_back();
  inProgress_.erase(key);
  r.diagnostics = std::move(all_);
  r.diagnostics.append(rootDiags);
  for (auto& f : imported_) {
    applyPragmas(*f->unit, f->diags);
    r.diagnostics.append(f->diags);
  }
  return r;
}

}  // namespace pf::bicep
