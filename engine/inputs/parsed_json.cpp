// Giving a parse made before its file had an id (discovery reads files on several threads and
// numbers them afterwards, in walk order) the positions a parse with that id would have had.
#include "engine/inputs/detail/discovery_state.hpp"

namespace pf::inputs::detail {

namespace {

void placeValue(Value& v, uint32_t fileId) {
  if (v.loc().file == 0 && v.loc().known()) v.setLoc(Loc{fileId, v.loc().line, v.loc().col});
  if (v.isArray()) {
    for (Value& x : v.arrMut()) placeValue(x, fileId);
  } else if (v.isObject()) {
    for (auto& [k, x] : v.objMut()) placeValue(x, fileId);
  }
}

}  // namespace

void placeInFile(ParsedJson& parsed, uint32_t fileId) {
  if (parsed.root) placeValue(*parsed.root, fileId);
  for (Diagnostic& d : parsed.diagnostics.items())
    if (d.loc.file == 0) d.loc.file = fileId;
}

}  // namespace pf::inputs::detail
