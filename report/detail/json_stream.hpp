#pragma once
// Writing a JSON document as it is produced: the text toJson gives with two-space indentation,
// handed to a sink in chunks. Reports of a big run are never held whole, neither as a value tree
// nor as text. Strings and names are UTF-8-repaired and escaped as writeJsonString does.
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace pf::report::detail {

class JsonStream {
  struct Frame {
    bool array = false;
    size_t members = 0;
  };

 public:
  using Sink = std::function<void(std::string_view)>;
  // Where the next value of a document goes: its open objects and arrays, and what each holds.
  class Position {
    friend class JsonStream;
    std::vector<Frame> open_;
  };
  // `chunk`: how much text is gathered before it goes to the sink (bigger pieces: fewer writes).
  explicit JsonStream(const Sink& sink, size_t chunk = 256 * 1024);
  // A part of a document written elsewhere (e.g. on another thread): the text that the stream
  // `at` was taken from would write next, after `valuesBefore` more values in its innermost
  // container. Held until take(), not handed to a sink. `buffer`: memory to write into (an
  // earlier part's, so that a part's text is not grown and copied again and again).
  JsonStream(const Position& at, size_t valuesBefore, std::string buffer = {});
  JsonStream(const JsonStream&) = delete;
  JsonStream& operator=(const JsonStream&) = delete;

  // A member name in an object; the next call writes its value.
  JsonStream& key(std::string_view name);
  void beginObject();
  void endObject();
  void beginArray();
  void endArray();
  void string(std::string_view s);
  // One string value made of `pieces` one after another, without joining them first.
  void joinedString(std::initializer_list<std::string_view> pieces);
  void number(uint64_t n);
  void boolean(bool b);
  void null();
  // Members as one call each.
  void member(std::string_view name, std::string_view s) { key(name).string(s); }
  void member(std::string_view name, const char* s) { key(name).string(s); }
  void countMember(std::string_view name, uint64_t n) { key(name).number(n); }
  template <class Strings>
  void stringsMember(std::string_view name, const Strings& items) {
    key(name).beginArray();
    for (const auto& s : items) string(s);
    endArray();
  }

  // Where the next value goes (not between a key and its value).
  Position position() const;
  // The text a part stream (above) has written.
  std::string take();
  // Continues with `text` that a part stream started at position() wrote: `values` values in
  // the innermost container.
  void append(std::string_view text, size_t values);

  // Hands over what is gathered now (a writer that wants its pieces at given places).
  void flush();
  // Ends the document with a newline and hands over what is left.
  void finish();

 private:
  void beforeValue();  // the separator and indentation a value needs where it is
  void lineStart(bool comma, size_t depth, std::string_view text);
  void escaped(std::string_view s);  // a string literal, UTF-8-repaired
  static bool plain(std::string_view s);  // needs no escape, no repair and no look for log commands
  // Where the next n bytes go (inline: a call per piece written was a tenth of the writing).
  char* room(size_t n) {
    if (buf_.size() - used_ < n) grow(n);
    return buf_.data() + used_;
  }
  void grow(size_t n);
  // Indentation of `depth` levels at `p`, written eight spaces at a time: up to 7 bytes past
  // it may be overwritten, so the room asked for holds kIndentSlack bytes more.
  static char* indent(char* p, size_t depth);
  static constexpr size_t kIndentSlack = 8;
  void put(char c);
  void put(std::string_view s);
  void close(char bracket);
  void flushIfFull();

  const Sink* sink_;  // null: a part stream
  size_t chunk_;
  std::string buf_;  // kept at full size; the first used_ bytes are the text
  size_t used_ = 0;
  std::vector<Frame> open_;
  bool afterKey_ = false;
};

}  // namespace pf::report::detail
