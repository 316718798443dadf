#include "contract/poll.hpp"

#include <algorithm>
#include <thread>

#include "contract/display.hpp"

namespace pf::contract {

Millis pollInterval(const PollOptions& options, std::optional<long long> retryAfterSeconds) {
  if (options.interval) return *options.interval;
  if (!retryAfterSeconds) return options.defaultInterval;
  // Seconds past the contract's range are held to it (and reported by EXT024), not trusted:
  // a huge Retry-After must not overflow the conversion.
  long long capped = std::min<long long>(*retryAfterSeconds, options.maxInterval.count() / 1000 + 1);
  Millis asked{std::max<long long>(capped, 0) * 1000};
  return std::clamp(asked, options.minInterval, std::max(options.minInterval, options.maxInterval));
}

PollBudget::PollBudget(const PollOptions& options) : options_(options), start_(std::chrono::steady_clock::now()) {}

Millis PollBudget::elapsed() const {
  return std::chrono::duration_cast<Millis>(std::chrono::steady_clock::now() - start_);
}

std::optional<Millis> PollBudget::next(std::optional<long long> retryAfterSeconds, std::string& why) {
  if (polls_ >= options_.maxPolls) {
    why = "the limit of " + std::to_string(options_.maxPolls) + " polls was reached";
    return std::nullopt;
  }
  Millis wait = pollInterval(options_, retryAfterSeconds);
  Millis spent = elapsed();
  if (spent + wait > options_.maxWait) {
    why = "the next poll, due in " + duration(wait.count()) + ", would pass --max-wait " + duration(options_.maxWait.count());
    return std::nullopt;
  }
  return wait;
}

void PollBudget::wait(Millis wait) {
  std::this_thread::sleep_for(wait);
  ++polls_;
}

}  // namespace pf::contract
