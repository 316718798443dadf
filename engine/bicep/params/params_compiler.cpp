// .bicepparam compilation (see params/README in the issue): not implemented yet beyond parsing.
#include "engine/bicep/compilation.hpp"
#include "engine/bicep/diagnostics.hpp"

namespace pf::bicep {

ParamsResult Workspace::compileParams(const std::string& path, std::string text) {
  ParamsResult r;
  FileUnit& unit = load(path, std::move(text), FileKind::BicepParam);
  r.fileId = unit.fileId;
  r.diagnostics.append(unit.diags);
  r.diagnostics.add(diag::unsupported(Loc{unit.fileId, 1, 1}, ".bicepparam compilation"));
  return r;
}

}  // namespace pf::bicep
