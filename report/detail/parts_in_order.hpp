#pragma once
// Rendering the parts of a document on several threads and handing them on in order: the
// findings of a big run's report are most of its text, and the report is written by one thread
// at the end of the run while the others wait.
#include <cstddef>
#include <functional>
#include <string>

namespace pf::report::detail {

// Calls take(render(0)), take(render(1)), ... take(render(count - 1)) in this order, with
// render() run on up to `threads` threads (the calling thread among them; take() only on it).
// At most `window` parts are rendered and not yet taken, so the memory held is bounded whatever
// `count` is. What render() or take() throws is thrown here, after the other threads stopped.
void partsInOrder(size_t count, unsigned threads, size_t window, const std::function<std::string(size_t)>& render,
                  const std::function<void(std::string&&)>& take);

}  // namespace pf::report::detail
