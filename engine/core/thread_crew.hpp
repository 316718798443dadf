#pragma once
// Threads kept for a whole command and lent to its phases in turn (reading files, then analysing
// units). A thread that ends hands its allocator's pages back, and mimalloc then walks the blocks
// on them: about 70M instructions for an analysis worker of the quickstart corpus, some 12 ms of
// every --jobs 2 run, paid while the run waits to join it. A crew's threads do not end between
// phases, and a command that keeps its crew until the process exits (cli/keep_until_exit.hpp)
// never pays it. A thread that has done much work is no bargain for allocating later, though:
// its first allocations collect the blocks other threads freed on its pages (see the report
// phase in cli/analyze_command.cpp).
//
// Lent through StackThread::startIn(); every crew thread has a work stack (kWorkStackBytes).
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>

#include "engine/core/stack_thread.hpp"

namespace pf {

class ThreadCrew {
 public:
  ThreadCrew() = default;
  ThreadCrew(const ThreadCrew&) = delete;
  ThreadCrew& operator=(const ThreadCrew&) = delete;
  // Waits for the tasks still running, then ends the threads and joins them.
  ~ThreadCrew();

  // How many threads the crew has started so far (idle or busy).
  size_t size() const;

 private:
  friend class StackThread;
  struct Member {
    StackThread thread;
    std::function<void()> task;
    bool assigned = false;  // a task is waiting to run or running
    bool done = false;      // ... and has returned (or thrown `error`)
    std::exception_ptr error;
  };

  // An idle member running `fn` (a new thread when none is idle). Null when no thread can be
  // started: the caller runs `fn` itself.
  Member* lend(std::function<void()>& fn);
  // Waits until the member's task is done and makes the member idle again; what the task threw.
  std::exception_ptr reclaim(Member* m);
  void serve(Member& m);

  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Member> members_;  // elements never move: each thread holds its own
  bool ending_ = false;
};

}  // namespace pf
