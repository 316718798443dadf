#include "engine/core/thread_crew.hpp"

#include <utility>

namespace pf {

ThreadCrew::~ThreadCrew() {
  {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] {
      for (const Member& m : members_)
        if (m.assigned && !m.done) return false;
      return true;
    });
    ending_ = true;
  }
  changed_.notify_all();
  for (Member& m : members_) m.thread.join();
}

size_t ThreadCrew::size() const {
  std::lock_guard lock(mutex_);
  return members_.size();
}

ThreadCrew::Member* ThreadCrew::lend(std::function<void()>& fn) {
  std::unique_lock lock(mutex_);
  for (Member& m : members_) {
    if (m.assigned) continue;
    m.task = std::move(fn);
    m.assigned = true;
    m.done = false;
    lock.unlock();
    changed_.notify_all();
    return &m;
  }
  // Started under the lock (serve() waits for it): no other lend() adds a member meanwhile, so
  // a member whose thread could not start is still the last one.
  Member& m = members_.emplace_back();
  m.task = std::move(fn);
  m.assigned = true;
  if (!m.thread.tryStart([this, &m] { serve(m); })) {
    fn = std::move(m.task);  // handed back: the caller runs it
    members_.pop_back();     // no thread refers to it
    return nullptr;
  }
  return &m;
}

std::exception_ptr ThreadCrew::reclaim(Member* m) {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return m->done; });
  m->assigned = m->done = false;
  return std::exchange(m->error, nullptr);
}

void ThreadCrew::serve(Member& m) {
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [&] { return ending_ || (m.assigned && !m.done); });
    if (ending_) return;
    std::function<void()> task = std::move(m.task);
    lock.unlock();
    std::exception_ptr error;
    try {
      task();
    } catch (...) {
      error = std::current_exception();
    }
    task = nullptr;  // what the task captured goes before its waiter hears it is done
    lock.lock();
    m.error = error;
    m.done = true;
    changed_.notify_all();
  }
}

}  // namespace pf
