#pragma once
// Running a discovery's units on worker threads, for analyze and for diff's expansions. Units
// that share a source stay together, so that one worker reads and compiles it once; each worker
// keeps its own state (caches that are not safe to share), and callers put the results together
// by unit index, so that nothing depends on which worker did what, or when.
#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

#include "engine/core/thread_crew.hpp"
#include "engine/inputs/discover.hpp"

namespace pf::analyze {

// Ranges [first, second) of consecutive units with the same source.
std::vector<std::pair<size_t, size_t>> groupsBySource(const std::vector<inputs::AnalysisUnit>& units);

// Calls `work(worker, group)` once for every group in [0, groups), on `workers` workers
// (worker in [0, workers)); a worker takes the next group when it is done with one. Every
// worker runs on a stack sized for the deepest recursion the limits allow: the caller is
// worker 0 when its own stack is such a stack (the command's is), so one worker starts no
// thread; the others are threads borrowed from `crew` (or started, without one). Returns when
// every group is done; an exception a worker throws reaches the caller.
// `finished(worker)`, when given, runs on the worker's own thread once no group is left for it:
// the place to free what the worker made. A thread frees its own blocks at once; the caller
// freeing them after the join went through another thread's list of remote frees, and the
// workers' caches cost the end of an analysis 4 ms at --jobs 2, all on one thread.
void forEachGroup(size_t groups, unsigned workers, ThreadCrew* crew,
                  const std::function<void(unsigned worker, size_t group)>& work,
                  const std::function<void(unsigned worker)>& finished = nullptr);

}  // namespace pf::analyze
