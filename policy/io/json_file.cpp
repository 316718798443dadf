#include "policy/io/json_file.hpp"

#include "engine/core/json.hpp"
#include "policy/aliases/alias_table.hpp"
#include "policy/diagnostics.hpp"

namespace pf::policy {

std::optional<Value> readJsonFile(const std::string& path, const FileAccessPolicy& access, SourceFiles& files,
                                  Diagnostics& diags) {
  Result<std::string> text = access.read(path);
  if (!text) {
    Diagnostic d = text.error().toDiagnostic();
    if (d.code == "IO001") d.code = std::string(diag::kUnreadable);
    d.message = path + ": " + d.message;
    diags.add(std::move(d));
    return std::nullopt;
  }
  uint32_t id = files.add(path, *text);
  size_t before = diags.errorCount();
  std::optional<Value> v = parseJson(*text, id, diags);
  if (!v || diags.errorCount() != before) return std::nullopt;
  return v;
}

bool loadAliasFile(const std::string& path, const FileAccessPolicy& access, SourceFiles& files, AliasCatalog& catalog,
                   Diagnostics& diags) {
  std::optional<Value> v = readJsonFile(path, access, files, diags);
  if (!v) return false;
  size_t before = diags.errorCount();
  readProviderAliases(*v, catalog, diags);
  return diags.errorCount() == before;
}

}  // namespace pf::policy
