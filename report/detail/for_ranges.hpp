#pragma once
// Independent work over the items of a big list (hashing each finding of a run) on several
// threads: the report phase runs after the analysis, while the other cores would idle.
#include <cstddef>
#include <functional>

namespace pf::report::detail {

// Calls fn(begin, end) on consecutive ranges that cover [0, count), on up to `threads` threads
// (the calling thread among them), each range at least `minPerRange` items; returns when all are
// done. What fn throws is thrown here after the other threads finished.
void forRanges(size_t count, unsigned threads, size_t minPerRange, const std::function<void(size_t, size_t)>& fn);

}  // namespace pf::report::detail
