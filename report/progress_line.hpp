#pragma once
// The progress line of a long run on standard error: "[done/total] current file", redrawn in
// place. Only for a person watching a terminal: never written when the stream is not a terminal
// (CI logs, redirected output), nor before the run has taken `delay` (short runs stay quiet).
// Safe to call from several workers.
#include <chrono>
#include <mutex>
#include <ostream>
#include <string>

namespace pf::report {

class ProgressLine {
 public:
  using Clock = std::chrono::steady_clock;
  ProgressLine(std::ostream& out, bool terminal, Clock::duration delay = std::chrono::seconds(1),
               Clock::time_point start = Clock::now());
  // `done` of `total` files are finished; `current` is being worked on. `now` is for tests.
  void update(size_t done, size_t total, const std::string& current, Clock::time_point now = Clock::now());
  // Clears the line, if one was drawn, so that what follows starts on a clean line.
  void finish();

 private:
  std::ostream& out_;
  bool terminal_;
  Clock::time_point showFrom_;
  Clock::time_point lastDrawn_{};
  size_t width_ = 0;  // of the line on screen
  std::mutex mutex_;
};

}  // namespace pf::report
