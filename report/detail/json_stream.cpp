#include "report/detail/json_stream.hpp"

#include <array>
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

namespace {

// The bytes a JSON string holds as they are: printable ASCII but the quote and the backslash.
constexpr std::array<bool, 256> kPlain = [] {
  std::array<bool, 256> t{};
  for (int c = 0x20; c < 0x80; ++c) t[static_cast<size_t>(c)] = c != '"' && c != '\\';
  return t;
}();

bool plain(std::string_view s) {
  for (char c : s)
    if (!kPlain[static_cast<unsigned char>(c)]) return false;
  return true;
}

}  // namespace

void JsonStream::escaped(std::string_view s) {
  // Most report text needs no escape at all: copied at once, after one look at each byte.
  if (plain(s)) {
    buf_ += '"';
    buf_.append(s);
    buf_ += '"';
    return;
  }
  // Else valid UTF-8 is escaped as it is; only what is not is repaired first.
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
