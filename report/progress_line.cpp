#include "report/progress_line.hpp"

namespace pf::report {

namespace {
constexpr auto kRedrawEvery = std::chrono::milliseconds(100);  // a terminal need not draw faster
constexpr size_t kMaxWidth = 100;
}  // namespace

ProgressLine::ProgressLine(std::ostream& out, bool terminal, Clock::duration delay, Clock::time_point start)
    : out_(out), terminal_(terminal), showFrom_(start + delay) {}

void ProgressLine::update(size_t done, size_t total, const std::string& current, Clock::time_point now) {
  if (!terminal_ || now < showFrom_) return;
  std::lock_guard lock(mutex_);
  if (width_ && now - lastDrawn_ < kRedrawEvery && done < total) return;
  lastDrawn_ = now;
  std::string line = "[" + std::to_string(done) + "/" + std::to_string(total) + "] ";
  // The end of a long path says more than its start.
  std::string file = current;
  if (line.size() + file.size() > kMaxWidth) file = "..." + file.substr(file.size() - (kMaxWidth - line.size() - 3));
  line += file;
  // Control characters in a file name must not move the cursor.
  for (char& c : line)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  size_t width = line.size();
  if (width < width_) line.append(width_ - width, ' ');
  out_ << '\r' << line << std::flush;
  width_ = width;
}

void ProgressLine::finish() {
  std::lock_guard lock(mutex_);
  if (!width_) return;
  out_ << '\r' << std::string(width_, ' ') << '\r' << std::flush;
  width_ = 0;
}

}  // namespace pf::report
