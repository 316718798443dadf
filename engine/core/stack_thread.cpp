#include "engine/core/stack_thread.hpp"

#include <pthread.h>

#include <utility>

namespace pf {

static_assert(sizeof(pthread_t) <= sizeof(unsigned long), "pthread_t is stored in an unsigned long");

void* StackThread::entry(void* self) {
  auto* t = static_cast<StackThread*>(self);
  try {
    t->fn_();
  } catch (...) {
    t->error_ = std::current_exception();
  }
  return nullptr;
}

void StackThread::start(std::function<void()> fn, size_t stackBytes) {
  fn_ = std::move(fn);
  error_ = nullptr;
  pthread_attr_t attr;
  bool started = false;
  if (pthread_attr_init(&attr) == 0) {
    pthread_t h;
    if (pthread_attr_setstacksize(&attr, stackBytes) == 0 && pthread_create(&h, &attr, &StackThread::entry, this) == 0) {
      handle_ = static_cast<unsigned long>(h);
      started = true;
    }
    pthread_attr_destroy(&attr);
  }
  running_ = started;
  // No thread (too little memory or address space for the stack): run here rather than not at all.
  if (!started) entry(this);
}

void StackThread::join() {
  if (running_) {
    pthread_join(static_cast<pthread_t>(handle_), nullptr);
    running_ = false;
  }
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

StackThread::~StackThread() {
  if (running_) pthread_join(static_cast<pthread_t>(handle_), nullptr);
}

void runWithStack(const std::function<void()>& fn, size_t stackBytes) {
  StackThread t;
  t.start(fn, stackBytes);
  t.join();
}

}  // namespace pf
