// The compilation driver: reads files, compiles modules recursively (once each, with cycle
// detection), applies #disable-next-line / #disable-diagnostics pragmas, and emits.
#include "engine/bicep/compiler.hpp"

#include <filesystem>
#include <map>
#include <memory>

#include "engine/bicep/compilation.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/stack_thread.hpp"

namespace pf::bicep {

namespace {

// Without a policy of the caller's: any regular file (FileAccessPolicy's special-file and size checks).
FileAccess withDefaults(FileAccess fa) {
  if (!fa.read) fa.read = [](const std::string& p) { return FileAccessPolicy().read(p); };
  if (!fa.list) fa.list = [](const std::string& dir) { return FileAccessPolicy().listFiles(dir); };
  return fa;
}

// One compile on a Workspace of its own. Modules compile inside their parent's emission, 32
// levels of them, each as deep as the nesting limits allow: more than a default stack holds, so
// the work gets a stack of its own.
template <class Result, class Compile>
Result onWorkspace(SourceFiles& files, const CompileOptions& options, Compile compile) {
  CompileOptions o = options;
  o.files = withDefaults(o.files);
  Result r;
  runOnWorkStack([&] {
    Workspace ws(files, o);
    r = compile(ws);
  });
  return r;
}

// `path` read through the options' file access, then `compileText`; a file that cannot be read
// is the result's one diagnostic.
template <class Result, class CompileText>
Result readThenCompile(const std::string& path, SourceFiles& files, const CompileOptions& options,
                       CompileText compileText) {
  CompileOptions o = options;
  o.files = withDefaults(o.files);
  auto text = o.files.read(path);
  if (!text) {
    Result r;
    r.diagnostics.add(text.error().toDiagnostic());
    return r;
  }
  return compileText(path, std::move(*text), files, o);
}

}  // namespace

CompileResult compileBicepText(const std::string& path, std::string text, SourceFiles& files,
                               const CompileOptions& options) {
  return onWorkspace<CompileResult>(files, options, [&](Workspace& ws) { return ws.compileRoot(path, std::move(text)); });
}

CompileResult compileBicepFile(const std::string& path, SourceFiles& files, const CompileOptions& options) {
  return readThenCompile<CompileResult>(path, files, options, compileBicepText);
}

ParamsResult compileParamsText(const std::string& path, std::string text, SourceFiles& files,
                               const CompileOptions& options) {
  return onWorkspace<ParamsResult>(files, options, [&](Workspace& ws) { return ws.compileParams(path, std::move(text)); });
}

ParamsResult compileParamsFile(const std::string& path, SourceFiles& files, const CompileOptions& options) {
  return readThenCompile<ParamsResult>(path, files, options, compileParamsText);
}

std::vector<ModuleDeclaration> moduleDeclarations(uint32_t fileId, std::string_view text, bool paramsFile) {
  SourceText src(fileId, text);
  Diagnostics ignored;  // whoever compiles the file reports its syntax errors
  ParseResult parsed = parse(src, paramsFile ? FileKind::BicepParam : FileKind::Bicep, ignored);
  std::vector<ModuleDeclaration> out;
  for (const Decl& d : parsed.program.decls)
    if ((d.kind == DeclKind::Module || d.kind == DeclKind::Using) && d.target.isPlainString())
      out.push_back({d.target.segments[0], src.loc(d.target.begin)});
  return out;
}

namespace {

bool loadFunction(std::string_view name) {
  return name == "loadTextContent" || name == "loadJsonContent" || name == "loadYamlContent" ||
         name == "loadFileAsBase64" || name == "loadDirectoryFileInfo";
}

void collectLoads(const Node& n, const SourceText& src, std::vector<FileReference>& out) {
  const Node* firstArg = nullptr;
  std::string fn;
  if (n.kind == NodeKind::Call && loadFunction(n.text)) {
    fn = n.text;
    firstArg = n.kids.empty() ? nullptr : &n.kids[0];
  } else if (n.kind == NodeKind::MethodCall && loadFunction(n.text) && !n.kids.empty() &&
             n.kids[0].kind == NodeKind::Ident && n.kids[0].text == "sys") {
    fn = n.text;
    firstArg = n.kids.size() > 1 ? &n.kids[1] : nullptr;
  }
  if (!fn.empty() && firstArg) {
    FileReference r;
    r.what = fn;
    r.directory = fn == "loadDirectoryFileInfo";
    r.literal = firstArg->isPlainString();
    if (r.literal) r.reference = firstArg->segments[0];
    r.at = src.loc(firstArg->begin);
    out.push_back(std::move(r));
  }
  for (const Node& k : n.kids) collectLoads(k, src, out);
  for (const Node& d : n.decorators) collectLoads(d, src, out);
}

void collectDecl(const Decl& d, const SourceText& src, std::vector<FileReference>& out) {
  const char* what = nullptr;
  switch (d.kind) {
    case DeclKind::Module: what = "module"; break;
    case DeclKind::Import:  // compile-time imports only; `import 'az@1.0.0'` names an extension
      if (!d.importItems.empty() || d.wildcard) what = "import";
      break;
    case DeclKind::Using: what = "using"; break;
    case DeclKind::Extends: what = "extends"; break;
    case DeclKind::Test: what = "test"; break;
    default: break;
  }
  if (what && d.target.kind == NodeKind::String) {
    FileReference r;
    r.what = what;
    r.literal = d.target.isPlainString();
    if (r.literal) r.reference = d.target.segments[0];
    r.at = src.loc(d.target.begin);
    out.push_back(std::move(r));
  }
  for (const Node& n : d.decorators) collectLoads(n, src, out);
  for (const Node& n : d.params) collectLoads(n, src, out);
  collectLoads(d.type, src, out);
  collectLoads(d.value, src, out);
  collectLoads(d.config, src, out);
  for (const Decl& c : d.children) collectDecl(c, src, out);
}

}  // namespace

std::vector<FileReference> referencedFiles(uint32_t fileId, std::string_view text, bool paramsFile) {
  SourceText src(fileId, text);
  Diagnostics ignored;  // whoever compiles the file reports its syntax errors
  ParseResult parsed = parse(src, paramsFile ? FileKind::BicepParam : FileKind::Bicep, ignored);
  std::vector<FileReference> out;
  for (const Decl& d : parsed.program.decls) collectDecl(d, src, out);
  return out;
}

}  // namespace pf::bicep
