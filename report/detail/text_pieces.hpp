#pragma once
// Text handed to a sink in pieces as it is written, for the writers that build their document as
// plain text (text, JUnit): a big run's report is never held whole. JSON and SARIF have
// JsonStream, which does the same for structured output.
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace pf::report::detail {

class TextPieces {
 public:
  using Sink = std::function<void(std::string_view)>;
  explicit TextPieces(const Sink& sink) : sink_(sink) { buf_.reserve(kChunk + kChunk / 4); }
  TextPieces(const TextPieces&) = delete;
  TextPieces& operator=(const TextPieces&) = delete;

  // Where the text goes next (appended to).
  std::string& text() { return buf_; }
  // Between items (findings, test cases): hands over what is gathered once it is a chunk.
  void mayFlush() {
    if (buf_.size() >= kChunk) flush();
  }
  // Hands over what is gathered (the end of the document).
  void flush() {
    if (buf_.empty()) return;
    sink_(buf_);
    buf_.clear();
    handed_ = true;
  }
  // Nothing written yet, neither handed over nor gathered.
  bool empty() const { return !handed_ && buf_.empty(); }

 private:
  static constexpr size_t kChunk = 256 * 1024;
  const Sink& sink_;
  std::string buf_;
  bool handed_ = false;
};

}  // namespace pf::report::detail
