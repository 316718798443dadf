#pragma once
// Threads with a stack of a known size. Compiling, expanding and checking recurse as deeply as
// preflight's limits allow (nested deployments, chains of resources, variables and parameters,
// nested expressions and values), which needs more stack than a thread gets by default: glibc
// gives a new thread the main thread's `ulimit -s` (2 MB when that is unlimited), and the main
// thread itself may run with 4 MB or less. Work that recurses runs on these threads instead.
#include <cstddef>
#include <exception>
#include <functional>

namespace pf {

// Enough for the deepest recursion the limits allow, with room for sanitizer builds (whose frames
// are several times larger). Only what is used is backed by memory; the rest is address space.
inline constexpr size_t kWorkStackBytes = size_t(256) << 20;

class ThreadCrew;

// One thread running `fn` on a stack of `stackBytes`. join() waits for it and rethrows what `fn`
// threw. When the system cannot start a thread, `fn` runs on the calling thread inside start().
class StackThread {
 public:
  StackThread() = default;
  StackThread(const StackThread&) = delete;
  StackThread& operator=(const StackThread&) = delete;
  ~StackThread();  // joins if still running (an exception it threw is then dropped)

  void start(std::function<void()> fn, size_t stackBytes = kWorkStackBytes);
  // As start() with a work stack, on a thread of `crew` (one it starts if none is idle) that goes
  // back to the crew when join() has seen `fn` return; without a crew, start(fn).
  void startIn(ThreadCrew* crew, std::function<void()> fn);
  // As start() and startIn(), except that nothing runs when no thread can be started: false then.
  bool tryStart(std::function<void()> fn, size_t stackBytes = kWorkStackBytes);
  bool tryStartIn(ThreadCrew* crew, std::function<void()> fn);
  void join();

 private:
  static void* entry(void* self);
  void run();
  std::function<void()> fn_;
  size_t stackBytes_ = 0;
  std::exception_ptr error_;
  unsigned long handle_ = 0;  // pthread_t
  bool running_ = false;
  ThreadCrew* crew_ = nullptr;  // with crewMember_: the crew thread running fn (until join)
  void* crewMember_ = nullptr;
};

// Runs `fn` on a StackThread and waits for it.
void runWithStack(const std::function<void()>& fn, size_t stackBytes = kWorkStackBytes);

// Whether the calling thread is a StackThread with at least kWorkStackBytes of stack.
bool onWorkStack();
// Runs `fn` right here when onWorkStack(), else on a new StackThread (waiting for it): for
// library entry points that recurse deeply, whoever calls them.
void runOnWorkStack(const std::function<void()>& fn);

}  // namespace pf
