// Reading the walked files: the reads and the JSON parses that classify them are most of
// discovery's time and independent of each other, so they run on several threads; recording
// them stays in walk order, so ids, diagnostics and the result do not depend on --jobs.
#include <algorithm>
#include <atomic>
#include <deque>
#include <utility>

#include "engine/core/stack_thread.hpp"
#include "engine/inputs/detail/discovery_state.hpp"

namespace pf::inputs::detail {

void recordPending(DiscoveryState& s, unsigned jobs) {
  std::vector<PendingFile> pending = std::move(s.pending);
  s.pending.clear();
  std::vector<FileRead> reads(pending.size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i; (i = next.fetch_add(1)) < pending.size();)
      reads[i] = readFile(s.access, pending[i].abs, s.resourceData, true);
  };
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(pending.size())));
  {
    // Parsing JSON recurses as deep as its limit allows: a thread with a known stack.
    std::deque<StackThread> threads;
    for (unsigned i = 0; i < jobs; ++i) threads.emplace_back().start(work);
    for (auto& t : threads) t.join();
  }
  // Each file's diagnostics go where they would have gone had it been read when the walk met it.
  std::vector<Diagnostic> walkDiags = std::move(s.diags.items());
  s.diags.items().clear();
  size_t copied = 0;
  auto catchUp = [&](size_t upTo) {
    for (; copied < upTo && copied < walkDiags.size(); ++copied) s.diags.add(std::move(walkDiags[copied]));
  };
  for (size_t i = 0; i < pending.size(); ++i) {
    catchUp(pending[i].diagsAt);
    s.record(pending[i].abs, pending[i].shown, true, std::move(reads[i]));
    reads[i] = {};  // the text now lives in the source table
  }
  catchUp(walkDiags.size());
}

}  // namespace pf::inputs::detail
