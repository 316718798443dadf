// Recording the walked files once read (file_readers.hpp reads them while the walk goes on):
// in walk order, so ids, diagnostics and the result do not depend on --jobs.
#include <utility>

#include "engine/inputs/detail/discovery_state.hpp"

namespace pf::inputs::detail {

void recordPending(DiscoveryState& s, std::deque<PendingFile> files) {
  // Each file's diagnostics go where they would have gone had it been read when the walk met it.
  std::vector<Diagnostic> walkDiags = std::move(s.diags.items());
  s.diags.items().clear();
  size_t copied = 0;
  auto catchUp = [&](size_t upTo) {
    for (; copied < upTo && copied < walkDiags.size(); ++copied) s.diags.add(std::move(walkDiags[copied]));
  };
  for (PendingFile& f : files) {
    catchUp(f.diagsAt);
    s.record(f.abs, f.shown, true, std::move(f.read));
    f.read = {};  // the text now lives in the source table
  }
  catchUp(walkDiags.size());
}

}  // namespace pf::inputs::detail
