#include "engine/bicep/compilation.hpp"

#include <filesystem>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/imports.hpp"
#include "engine/bicep/emit/template_emitter.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/bicep/semantics/cycles.hpp"
#include "engine/bicep/semantics/deploy_time.hpp"
#include "engine/bicep/semantics/inlining.hpp"
#include "engine/core/json.hpp"

namespace pf::bicep {

namespace {

bool isRegistryReference(std::string_view p) {
  return p.rfind("br:", 0) == 0 || p.rfind("br/", 0) == 0 || p.rfind("ts:", 0) == 0 || p.rfind("ts/", 0) == 0;
}

std::set<std::string> secureOutputsOf(const Value& tmpl) {
  std::set<std::string> out;
  const Value* outputs = tmpl.get("outputs");
  if (!outputs || !outputs->isObject()) return out;
  for (const auto& [name, o] : outputs->obj()) {
    const Value* t = o.get("type");
    if (t && t->isString() && (iequals(t->str(), "securestring") || iequals(t->str(), "secureObject"))) out.insert(name);
  }
  return out;
}

std::set<std::string> outputsOf(const Value& tmpl) {
  std::set<std::string> out;
  if (const Value* outputs = tmpl.get("outputs"); outputs && outputs->isObject())
    for (const auto& [name, o] : outputs->obj()) out.insert(name);
  return out;
}

}  // namespace

FileUnit& Workspace::load(const std::string& path, std::string text, FileKind kind) {
  auto unit = std::make_unique<FileUnit>();
  unit->path = path;
  unit->fileId = files_.add(path, std::move(text));
  unit->src = std::make_unique<SourceText>(unit->fileId, files_.text(unit->fileId));
  unit->parsed = parse(*unit->src, kind, unit->diags);
  unit->model = bind(*unit->src, unit->parsed.program, kind, unit->diags);
  unit->acyclic = checkCycles(*unit->model, unit->diags);
  if (unit->acyclic) computeInlining(*unit->model);
  checkVariableLoopBodies(*unit->model, unit->diags);
  FileUnit& ref = *unit;
  units_.push_back(std::move(unit));
  return ref;
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
  EmitContext ctx(*unit.model, unit.diags, unit.path, options_.files);
  ctx.module = moduleFn;
  if (!unit.model->imports.empty()) buildImportClosure(ctx, importSources(unit));
  ctx.symbolic = options_.forceSymbolicNames || needsSymbolicNames(*unit.model, moduleFn);
  Value tmpl = emitTemplate(ctx);
  applyPragmas(unit, unit.diags);
  diags.append(unit.diags);
  return tmpl;
}

std::vector<const ImportSource*> Workspace::importSources(FileUnit& unit) {
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
      unit.diags.add(diag::registryNotAvailable(at, written));
      out.push_back(nullptr);
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
        unit.diags.add(diag::fileReadError(at, written, text.error().message));
        out.push_back(nullptr);
        continue;
      }
      if (iendsWith(resolved, ".json")) {
        uint32_t id = files_.add(resolved, std::move(*text));
        Diagnostics jd;
        src->json = parseJson(files_.text(id), id, jd);
        unit.diags.append(jd);
      } else {
        FileUnit& imported = load(resolved, std::move(*text), FileKind::Bicep);
        src->model = imported.model.get();
        src->diags = &imported.diags;
        importedUnits_.push_back(&imported);
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
  if (isRegistryReference(mod.path)) {
    if (reported_.insert(key).second) diags.add(diag::registryNotAvailable(at, mod.path));
    return nullptr;
  }
  namespace fs = std::filesystem;
  std::string resolved = (fs::path(parent.path).parent_path() / mod.path).lexically_normal().generic_string();
  auto it = modules_.find(resolved);
  if (it == modules_.end()) {
    if (inProgress_.count(resolved)) {
      if (reported_.insert(key).second) diags.add(diag::unsupported(at, "a module that refers back to itself (cycle)"));
      return nullptr;
    }
    CompiledModule cm = compileModuleFile(resolved, at, diags);
    it = modules_.emplace(resolved, std::move(cm)).first;
  }
  if (!it->second.ok && reported_.insert(key).second) diags.add(diag::moduleHasErrors(at, mod.path));
  return &it->second;
}

CompiledModule Workspace::compileModuleFile(const std::string& path, Loc at, Diagnostics& diags) {
  CompiledModule cm;
  auto text = options_.files.read(path);
  if (!text) {
    diags.add(diag::fileReadError(at, path, text.error().message));
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
    inProgress_.insert(path);
    FileUnit& unit = load(path, std::move(*text), FileKind::Bicep);
    Diagnostics moduleDiags;
    cm.tmpl = compileUnit(unit, moduleDiags, false);
    inProgress_.erase(path);
    cm.ok = !moduleDiags.hasErrors();
    all_.append(moduleDiags);
  }
  cm.secureOutputs = secureOutputsOf(cm.tmpl);
  cm.outputs = outputsOf(cm.tmpl);
  const Value* lv = cm.tmpl.get("languageVersion");
  cm.symbolicNames = lv && lv->isString();
  return cm;
}

CompileResult Workspace::compileRoot(const std::string& path, std::string text) {
  CompileResult r;
  std::string key = std::filesystem::path(path).lexically_normal().generic_string();
  inProgress_.insert(key);
  FileUnit& unit = load(path, std::move(text), FileKind::Bicep);
  r.fileId = unit.fileId;
  Diagnostics rootDiags;
  r.tmpl = compileUnit(unit, rootDiags, true);
  inProgress_.erase(key);
  r.diagnostics = std::move(all_);
  r.diagnostics.append(rootDiags);
  for (FileUnit* u : importedUnits_) {
    applyPragmas(*u, u->diags);
    r.diagnostics.append(u->diags);
  }
  return r;
}

}  // namespace pf::bicep
