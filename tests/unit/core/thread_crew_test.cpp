// A crew's threads are lent to one step after another instead of ending between them.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "engine/core/thread_crew.hpp"

using namespace pf;

TEST_CASE("thread crew: steps one after another run on the same work-stack thread", "[core][crew]") {
  ThreadCrew crew;
  std::set<std::thread::id> ran;
  for (int step = 0; step < 5; ++step) {
    std::thread::id id;
    bool workStack = false;
    StackThread t;
    t.startIn(&crew, [&] {
      id = std::this_thread::get_id();
      workStack = onWorkStack();
    });
    t.join();
    CHECK(id != std::this_thread::get_id());
    CHECK(workStack);
    ran.insert(id);
  }
  CHECK(ran.size() == 1);
  CHECK(crew.size() == 1);
}

TEST_CASE("thread crew: tasks running at once get threads of their own", "[core][crew]") {
  ThreadCrew crew;
  for (int round = 0; round < 3; ++round) {
    // Each task waits for all three to have started: they can only finish if they run at once.
    std::mutex m;
    std::condition_variable cv;
    int started = 0;
    std::set<std::thread::id> ids;
    std::deque<StackThread> threads;
    for (int i = 0; i < 3; ++i)
      threads.emplace_back().startIn(&crew, [&] {
        std::unique_lock lock(m);
        ++started;
        ids.insert(std::this_thread::get_id());
        cv.notify_all();
        cv.wait(lock, [&] { return started == 3; });
      });
    for (StackThread& t : threads) t.join();
    CHECK(ids.size() == 3);
  }
  CHECK(crew.size() == 3);  // the later rounds reused the first round's threads
}

TEST_CASE("thread crew: what a task throws reaches join(), and its thread serves the next task", "[core][crew]") {
  ThreadCrew crew;
  StackThread t;
  t.startIn(&crew, [] { throw std::runtime_error("from a crew thread"); });
  CHECK_THROWS_WITH(t.join(), "from a crew thread");
  t.join();  // a second join is harmless and throws nothing more
  int ran = 0;
  StackThread next;
  next.startIn(&crew, [&] { ++ran; });
  next.join();
  CHECK(ran == 1);
  CHECK(crew.size() == 1);
}

TEST_CASE("thread crew: a lent thread not joined is waited for when it goes, and so is the crew", "[core][crew]") {
  std::atomic<bool> finished{false};
  {
    ThreadCrew crew;
    {
      StackThread t;
      t.startIn(&crew, [&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        finished = true;
      });
    }
    CHECK(finished);
  }
  // Without a crew, startIn is start(): a new thread with a work stack.
  bool workStack = false;
  StackThread plain;
  plain.startIn(nullptr, [&] { workStack = onWorkStack(); });
  plain.join();
  CHECK(workStack);
}
