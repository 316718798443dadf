#include "engine/core/stack_thread.hpp"

#include <pthread.h>

#include <utility>

#include "engine/core/thread_crew.hpp"

namespace pf {

static_assert(sizeof(pthread_t) <= sizeof(unsigned long), "pthread_t is stored in an unsigned long");

namespace {
// The stack size of the StackThread running on this thread (0: not one). Set once when the
// thread starts, read by onWorkStack(); no thread sees another's.
thread_local size_t tStackBytes = 0;
}  // namespace

void StackThread::run() {
  try {
    fn_();
  } catch (...) {
    error_ = std::current_exception();
  }
}

void* StackThread::entry(void* self) {
  auto* t = static_cast<StackThread*>(self);
  tStackBytes = t->stackBytes_;
  t->run();
  return nullptr;
}

void StackThread::start(std::function<void()> fn, size_t stackBytes) {
  // No thread (too little memory or address space for the stack): run here rather than not at all.
  if (!tryStart(std::move(fn), stackBytes)) run();
}

void StackThread::startIn(ThreadCrew* crew, std::function<void()> fn) {
  if (tryStartIn(crew, fn)) return;
  fn_ = std::move(fn);  // no thread could be started: run here, as start() does
  run();
}

bool StackThread::tryStartIn(ThreadCrew* crew, std::function<void()> fn) {
  if (!crew) return tryStart(std::move(fn));
  error_ = nullptr;
  auto* m = crew->lend(fn);
  if (!m) return false;
  crew_ = crew;
  crewMember_ = m;
  return true;
}

bool StackThread::tryStart(std::function<void()> fn, size_t stackBytes) {
  fn_ = std::move(fn);
  error_ = nullptr;
  stackBytes_ = stackBytes;
  running_ = false;
  pthread_attr_t attr;
  if (pthread_attr_init(&attr) == 0) {
    pthread_t h;
    if (pthread_attr_setstacksize(&attr, stackBytes) == 0 && pthread_create(&h, &attr, &StackThread::entry, this) == 0) {
      handle_ = static_cast<unsigned long>(h);
      running_ = true;
    }
    pthread_attr_destroy(&attr);
  }
  return running_;
}

void StackThread::join() {
  if (crewMember_) {
    error_ = crew_->reclaim(static_cast<ThreadCrew::Member*>(std::exchange(crewMember_, nullptr)));
    crew_ = nullptr;
  }
  if (running_) {
    pthread_join(static_cast<pthread_t>(handle_), nullptr);
    running_ = false;
  }
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

StackThread::~StackThread() {
  if (crewMember_) crew_->reclaim(static_cast<ThreadCrew::Member*>(crewMember_));
  if (running_) pthread_join(static_cast<pthread_t>(handle_), nullptr);
}

void runWithStack(const std::function<void()>& fn, size_t stackBytes) {
  StackThread t;
  t.start(fn, stackBytes);
  t.join();
}

bool onWorkStack() { return tStackBytes >= kWorkStackBytes; }

void runOnWorkStack(const std::function<void()>& fn) {
  if (onWorkStack()) fn();
  else runWithStack(fn);
}

}  // namespace pf
