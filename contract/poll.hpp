#pragma once
// When to poll a long-running operation again, and when to give up. Shared by RELO (get until
// a terminal status) and LRO (GET Location until a terminal status).
#include <chrono>
#include <optional>
#include <string>

#include "contract/options.hpp"

namespace pf::contract {

// The wait before the next poll: --poll-interval when set; else Retry-After (seconds) held to
// the contract's 10..600 s (the options' min and max); else the host's default, 60 s.
Millis pollInterval(const PollOptions& options, std::optional<long long> retryAfterSeconds);

class PollBudget {
 public:
  explicit PollBudget(const PollOptions& options);
  // Before poll number polls()+1: the wait, or null when the poll would come after --max-wait or
  // past the count limit (`why` then says which, for EXT050).
  std::optional<Millis> next(std::optional<long long> retryAfterSeconds, std::string& why);
  // Sleeps `wait`; counts a poll.
  void wait(Millis wait);
  size_t polls() const { return polls_; }
  Millis elapsed() const;

 private:
  const PollOptions& options_;
  std::chrono::steady_clock::time_point start_;
  size_t polls_ = 0;
};

}  // namespace pf::contract
