#include "report/detail/parts_in_order.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace pf::report::detail {

namespace {

// What the threads share. Part i, once rendered, waits in slots[i % window] until taken: a part
// is only started while it is fewer than `window` ahead of the next one to take, so no two
// parts waiting can share a slot.
struct Shared {
  explicit Shared(size_t count, size_t window) : count(count), window(window), slots(window) {}
  const size_t count;
  const size_t window;
  std::mutex m;
  std::condition_variable changed;
  size_t started = 0;  // parts handed to a thread to render
  size_t taken = 0;    // parts handed to take()
  std::vector<std::optional<std::string>> slots;
  std::exception_ptr error;  // the first thing a helper's render() threw
  bool stop = false;

  bool mayStart() const { return started < count && started < taken + window; }
};

// A helper thread: renders the next part while there is room for it, until none is left.
void help(Shared& s, const std::function<std::string(size_t)>& render) {
  std::unique_lock lock(s.m);
  for (;;) {
    s.changed.wait(lock, [&] { return s.stop || s.started >= s.count || s.mayStart(); });
    if (s.stop || s.started >= s.count) return;
    size_t i = s.started++;
    lock.unlock();
    std::optional<std::string> text;
    std::exception_ptr error;
    try {
      text = render(i);
    } catch (...) {
      error = std::current_exception();
    }
    lock.lock();
    if (error) {
      if (!s.error) s.error = error;
      s.stop = true;
    } else {
      s.slots[i % s.window] = std::move(text);
    }
    s.changed.notify_all();
  }
}

// Stops and joins the helpers however the calling thread leaves.
struct Helpers {
  Shared& s;
  std::vector<std::thread> threads;
  ~Helpers() {
    {
      std::lock_guard lock(s.m);
      s.stop = true;
    }
    s.changed.notify_all();
    for (std::thread& t : threads) t.join();
  }
};

}  // namespace

void partsInOrder(size_t count, unsigned threads, size_t window, const std::function<std::string(size_t)>& render,
                  const std::function<void(std::string&&)>& take) {
  size_t helpers = threads > 1 && count > 1 ? std::min<size_t>(threads, count) - 1 : 0;
  if (helpers == 0) {
    for (size_t i = 0; i < count; ++i) take(render(i));
    return;
  }
  Shared s(count, std::max<size_t>(window, 1));
  Helpers pool{s, {}};
  for (size_t k = 0; k < helpers; ++k) {
    try {
      pool.threads.emplace_back(help, std::ref(s), std::cref(render));
    } catch (const std::system_error&) {
      break;  // no more threads to be had: the calling thread renders what the others do not
    }
  }
  // The calling thread takes the next part when it is ready, else renders one itself.
  std::unique_lock lock(s.m);
  while (s.taken < s.count) {
    if (s.error) std::rethrow_exception(s.error);
    std::optional<std::string>& next = s.slots[s.taken % s.window];
    if (next) {
      std::string text = std::move(*next);
      next.reset();
      ++s.taken;
      s.changed.notify_all();
      lock.unlock();
      take(std::move(text));
      lock.lock();
    } else if (s.mayStart()) {
      size_t i = s.started++;
      lock.unlock();
      std::string text = render(i);
      lock.lock();
      s.slots[i % s.window] = std::move(text);
    } else {
      s.changed.wait(lock);
    }
  }
}

}  // namespace pf::report::detail
