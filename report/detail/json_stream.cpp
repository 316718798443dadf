#include "report/detail/json_stream.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>

#include "engine/core/byte_scan.hpp"
#include "engine/core/json.hpp"
#include "engine/core/utf8.hpp"

namespace pf::report::detail {

// The buffer is kept at its full size and filled by hand: one capacity check per call instead of
// one per appended piece (the writer is the serial tail of a run, so its cost is felt whole).
JsonStream::JsonStream(const Sink& sink, size_t chunk) : sink_(&sink), chunk_(chunk) { buf_.resize(chunk + 4096); }

JsonStream::JsonStream(const Position& at, size_t valuesBefore, std::string buffer)
    : sink_(nullptr), chunk_(0), buf_(std::move(buffer)), open_(at.open_) {
  buf_.resize(std::max<size_t>(buf_.capacity(), 64 * 1024));
  if (!open_.empty()) open_.back().members += valuesBefore;
}

JsonStream::Position JsonStream::position() const {
  Position p;
  p.open_ = open_;
  return p;
}

std::string JsonStream::take() {
  std::string text = std::move(buf_);
  text.resize(used_);
  buf_.clear();
  used_ = 0;
  return text;
}

void JsonStream::append(std::string_view text, size_t values) {
  if (!open_.empty()) open_.back().members += values;
  if (text.empty()) return;
  // Big parts go to the sink as they are, without a copy; the gathered text before them first.
  if (sink_ && text.size() >= chunk_) {
    flush();
    (*sink_)(text);
    return;
  }
  put(text);
  flushIfFull();
}

void JsonStream::grow(size_t n) { buf_.resize(std::max(buf_.size() * 2, used_ + n)); }

char* JsonStream::indent(char* p, size_t depth) {
  for (size_t k = 0; k < 2 * depth; k += 8) std::memcpy(p + k, "        ", 8);
  return p + 2 * depth;
}

void JsonStream::put(char c) {
  *room(1) = c;
  ++used_;
}

void JsonStream::put(std::string_view s) {
  std::memcpy(room(s.size()), s.data(), s.size());
  used_ += s.size();
}

// A separator (when `comma`), a newline and the indentation of `depth`, then `text` as it is.
void JsonStream::lineStart(bool comma, size_t depth, std::string_view text) {
  char* p = room(2 + 2 * depth + kIndentSlack + text.size());
  char* start = p;
  if (comma) *p++ = ',';
  *p++ = '\n';
  p = indent(p, depth);
  std::memcpy(p, text.data(), text.size());
  used_ += static_cast<size_t>(p + text.size() - start);
}

void JsonStream::beforeValue() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (open_.empty()) return;  // the document itself
  Frame& f = open_.back();
  lineStart(f.members++ != 0, open_.size(), {});
}

JsonStream& JsonStream::key(std::string_view name) {
  Frame& f = open_.back();
  bool comma = f.members++ != 0;
  if (plain(name)) {
    // The whole member prefix in one go: `,\n  "name": `.
    char* p = room(2 + 2 * open_.size() + kIndentSlack + name.size() + 4);
    char* start = p;
    if (comma) *p++ = ',';
    *p++ = '\n';
    p = indent(p, open_.size());
    *p++ = '"';
    std::memcpy(p, name.data(), name.size());
    p += name.size();
    std::memcpy(p, "\": ", 3);
    used_ += static_cast<size_t>(p + 3 - start);
  } else {
    lineStart(comma, open_.size(), {});
    escaped(name);
    put(": ");
  }
  afterKey_ = true;
  return *this;
}

void JsonStream::beginObject() {
  beforeValue();
  put('{');
  open_.push_back({false, 0});
}

void JsonStream::beginArray() {
  beforeValue();
  put('[');
  open_.push_back({true, 0});
}

// An empty object or array stays on one line ("{}", "[]"), as toJson writes it.
void JsonStream::close(char bracket) {
  bool empty = open_.back().members == 0;
  open_.pop_back();
  if (empty) put(bracket);
  else lineStart(false, open_.size(), std::string_view(&bracket, 1));
  flushIfFull();
}

void JsonStream::endObject() { close('}'); }
void JsonStream::endArray() { close(']'); }

// '#' too: text holding "##" is written by writeJsonString, which breaks CI log commands.
bool JsonStream::plain(std::string_view s) { return bytes::allPlain(s, '"', true, '#'); }

void JsonStream::escaped(std::string_view s) {
  // Most report text needs no escape at all: copied at once, after a look at eight bytes at a time.
  if (plain(s)) {
    char* p = room(s.size() + 2);
    *p = '"';
    std::memcpy(p + 1, s.data(), s.size());
    p[s.size() + 1] = '"';
    used_ += s.size() + 2;
    return;
  }
  // Else valid UTF-8 is escaped as it is; only what is not is repaired first.
  std::string out;
  if (utf8::isAscii(s) || utf8::isValid(s)) writeJsonString(out, s);
  else writeJsonString(out, utf8::sanitize(s));
  put(out);
}

void JsonStream::string(std::string_view s) {
  beforeValue();
  escaped(s);
  flushIfFull();
}

void JsonStream::joinedString(std::initializer_list<std::string_view> pieces) {
  beforeValue();
  size_t size = 0;
  bool allPlain = true;
  for (std::string_view p : pieces) {
    size += p.size();
    allPlain = allPlain && plain(p);
  }
  if (allPlain) {
    char* at = room(size + 2);
    *at++ = '"';
    for (std::string_view p : pieces) {
      std::memcpy(at, p.data(), p.size());
      at += p.size();
    }
    *at = '"';
    used_ += size + 2;
  } else {
    std::string whole;
    whole.reserve(size);
    for (std::string_view p : pieces) whole += p;
    escaped(whole);  // repaired and escaped as a whole: a UTF-8 sequence may span pieces
  }
  flushIfFull();
}

void JsonStream::number(uint64_t n) {
  beforeValue();
  char* p = room(24);
  auto [end, ec] = std::to_chars(p, p + 24, n);
  used_ += static_cast<size_t>(end - p);
}

void JsonStream::boolean(bool b) {
  beforeValue();
  put(b ? std::string_view("true") : std::string_view("false"));
}

void JsonStream::null() {
  beforeValue();
  put("null");
}

void JsonStream::finish() {
  put('\n');
  flush();
}

void JsonStream::flush() {
  if (used_ == 0) return;
  if (!sink_) return;  // a part stream keeps its text for take()
  (*sink_)(std::string_view(buf_.data(), used_));
  used_ = 0;
}

void JsonStream::flushIfFull() {
  if (sink_ && used_ >= chunk_) flush();
}

}  // namespace pf::report::detail
