#include "engine/analyze/unit_workers.hpp"

#include <atomic>
#include <deque>

#include "engine/core/stack_thread.hpp"

namespace pf::analyze {

std::vector<std::pair<size_t, size_t>> groupsBySource(const std::vector<inputs::AnalysisUnit>& units) {
  std::vector<std::pair<size_t, size_t>> out;
  for (size_t i = 0; i < units.size();) {
    size_t j = i + 1;
    while (j < units.size() && !units[i].source.empty() && units[j].source == units[i].source) ++j;
    out.emplace_back(i, j);
    i = j;
  }
  return out;
}

void forEachGroup(size_t groups, unsigned workers, ThreadCrew* crew,
                  const std::function<void(unsigned worker, size_t group)>& work,
                  const std::function<void(unsigned worker)>& finished) {
  std::atomic<size_t> next{0};
  auto run = [&](unsigned worker) {
    for (size_t g; (g = next.fetch_add(1)) < groups;) work(worker, g);
    if (finished) finished(worker);
  };
  // On the caller's stack when it is a work stack: --jobs 1 then starts no thread, and what the
  // units made is freed by the thread that made it (memory freed by another thread goes back to
  // its owner through a list that is walked later, block by block, cold).
  const unsigned first = onWorkStack() ? 1 : 0;
  std::deque<StackThread> threads;
  for (unsigned i = first; i < workers; ++i) threads.emplace_back().startIn(crew, [&run, i] { run(i); });
  if (first) run(0);
  for (auto& t : threads) t.join();
}

}  // namespace pf::analyze
