#include "report/detail/json_stream.hpp"

#include <charconv>

#include "engine/core/json.hpp"
#include "engine/core/utf8.hpp"

namespace pf::report::detail {

JsonStream::JsonStream(const Sink& sink, size_t chunk) : sink_(sink), chunk_(chunk) { buf_.reserve(chunk + 4096); }

void JsonStream::newline(size_t depth) {
  buf_ += '\n';
  buf_.append(depth * 2, ' ');
}

void JsonStream::beforeValue() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (open_.empty()) return;  // the document itself
  Frame& f = open_.back();
  if (f.members++) buf_ += ',';
  newline(open_.size());
}

JsonStream& JsonStream::key(std::string_view name) {
  Frame& f = open_.back();
  if (f.members++) buf_ += ',';
  newline(open_.size());
  escaped(name);
  buf_ += ": ";
  afterKey_ = true;
  return *this;
}

void JsonStream::beginObject() {
  beforeValue();
  buf_ += '{';
  open_.push_back({false, 0});
}

void JsonStream::beginArray() {
  beforeValue();
  buf_ += '[';
  open_.push_back({true, 0});
}

// An empty object or array stays on one line ("{}", "[]"), as toJson writes it.
void JsonStream::close(char bracket) {
  bool empty = open_.back().members == 0;
  open_.pop_back();
  if (!empty) newline(open_.size());
  buf_ += bracket;
  flushIfFull();
}

void JsonStream::endObject() { close('}'); }
void JsonStream::endArray() { close(']'); }

void JsonStream::escaped(std::string_view s) {
  // Nearly all report text is ASCII, or valid UTF-8 already: repair only what is not.
  if (utf8::isAscii(s) || utf8::isValid(s)) writeJsonString(buf_, s);
  else writeJsonString(buf_, utf8::sanitize(s));
}

void JsonStream::string(std::string_view s) {
  beforeValue();
  escaped(s);
  flushIfFull();
}

void JsonStream::number(uint64_t n) {
  beforeValue();
  char digits[24];
  auto [end, ec] = std::to_chars(digits, digits + sizeof digits, n);
  buf_.append(digits, end);
}

void JsonStream::boolean(bool b) {
  beforeValue();
  buf_ += b ? "true" : "false";
}

void JsonStream::null() {
  beforeValue();
  buf_ += "null";
}

void JsonStream::finish() {
  buf_ += '\n';
  sink_(buf_);
  buf_.clear();
}

void JsonStream::flush() {
  if (buf_.empty()) return;
  sink_(buf_);
  buf_.clear();
}

void JsonStream::flushIfFull() {
  if (buf_.size() >= chunk_) flush();
}

}  // namespace pf::report::detail
