// The compilation driver: reads files, compiles modules recursively (once each, with cycle
// detection), applies #disable-next-line / #disable-diagnostics pragmas, and emits.
#include "engine/bicep/compiler.hpp"

#include <filesystem>
#include <map>
#include <memory>

#include "engine/bicep/compilation.hpp"
#include "engine/core/file.hpp"
#include "engine/core/stack_thread.hpp"

namespace pf::bicep {

namespace {

FileAccess withDefaults(FileAccess fa) {
  if (!fa.read) fa.read = [](const std::string& p) { return readFile(p); };
  if (!fa.list)
    fa.list = [](const std::string& dir) {
      std::vector<std::string> out;
      std::error_code ec;
      for (auto it = std::filesystem::directory_iterator(dir, ec); !ec && it != std::filesystem::directory_iterator();
           it.increment(ec))
        if (it->is_regular_file()) out.push_back(it->path().filename().string());
      return out;
    };
  return fa;
}

}  // namespace

CompileResult compileBicepText(const std::string& path, std::string text, SourceFiles& files,
                               const CompileOptions& options) {
  CompileOptions o = options;
  o.files = withDefaults(o.files);
  // Modules compile inside their parent's emission, 32 levels of them, each as deep as the
  // nesting limits allow: more than a default stack holds, so the work gets a stack of its own.
  CompileResult r;
  runOnWorkStack([&] {
    Workspace ws(files, o);
    r = ws.compileRoot(path, std::move(text));
  });
  return r;
}

CompileResult compileBicepFile(const std::string& path, SourceFiles& files, const CompileOptions& options) {
  CompileOptions o = options;
  o.files = withDefaults(o.files);
  auto text = o.files.read(path);
  if (!text) {
    CompileResult r;
    r.diagnostics.add(text.error().toDiagnostic());
    return r;
  }
  return compileBicepText(path, std::move(*text), files, o);
}

ParamsResult compileParamsText(const std::string& path, std::string text, SourceFiles& files,
                               const CompileOptions& options) {
  CompileOptions o = options;
  o.files = withDefaults(o.files);
  ParamsResult r;
  runOnWorkStack([&] {
    Workspace ws(files, o);
    r = ws.compileParams(path, std::move(text));
  });
  return r;
}

ParamsResult compileParamsFile(const std::string& path, SourceFiles& files, const CompileOptions& options) {
  CompileOptions o = options;
  o.files = withDefaults(o.files);
  auto text = o.files.read(path);
  if (!text) {
    ParamsResult r;
    r.diagnostics.add(text.error().toDiagnostic());
    return r;
  }
  return compileParamsText(path, std::move(*text), files, o);
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

}  // namespace pf::bicep
