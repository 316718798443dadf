#pragma once
// The JSON reader (json.hpp's parseJson and readJsonShallow): its state and steps, shared by its
// two halves. json_reader.cpp reads and builds values; json_skip.cpp passes over what a shallow
// read does not build.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/byte_scan.hpp"
#include "engine/core/json.hpp"

namespace pf::detail {

class JsonReader {
 public:
  JsonReader(std::string_view text, uint32_t file, Diagnostics& diags, const JsonReadOptions& opt,
             const JsonShallowSpec* shallow = nullptr, std::vector<std::vector<std::string>>* strings = nullptr)
      : s_(text), file_(file), diags_(diags), opt_(opt), shallow_(shallow), strings_(strings) {}

  // After run() with a shallow spec: a key was duplicated (the shallow result does not say
  // which value won, so it is not to be used).
  bool duplicateKey() const { return duplicateKey_; }

  std::optional<Value> run();

 private:
  std::string_view s_;
  uint32_t file_;
  Diagnostics& diags_;
  const JsonReadOptions& opt_;
  size_t pos_ = 0;
  std::vector<Object::Entry> members_;  // members of the objects being read, innermost last
  std::vector<Value> items_;            // items of the arrays being read, innermost last
  // A shallow read (readJsonShallow): which members of the root object are built, and the
  // strings collected, per member of the root, from the members that are not.
  const JsonShallowSpec* shallow_;
  std::vector<std::vector<std::string>>* strings_;
  size_t rootMember_ = SIZE_MAX;  // the member of the root being read, while skipping
  size_t collected_ = 0;          // strings kept so far
  // Keys of the objects being skipped, innermost last: views of the text, or of ownedKeys_ for
  // keys with escapes or bytes beyond ASCII (a deque: its strings never move).
  std::vector<std::string_view> skippedKeys_;
  std::deque<std::string> ownedKeys_;
  // The containers skipValue is inside, innermost last: where each starts, and (objects) the
  // keys and kept strings before it.
  struct OpenContainer {
    bool object;
    Loc at;
    size_t keyMark;
    size_t collectedBefore;
  };
  std::vector<OpenContainer> open_;
  // skipValue counts the line breaks it passes (all in whitespace: a string holding one goes to
  // parseString) and brings line_ and col_ up to date only where it must (syncTo).
  uint32_t passedLines_ = 0;    // line breaks passed since pos_
  size_t passedLineStart_ = 0;  // where the line after the last of them starts
  bool duplicateKey_ = false;
  uint32_t line_ = 1;
  uint32_t col_ = 1;
  bool failed_ = false;

  // Strings with a raw NUL byte or malformed UTF-8: the first few are errors at the offending
  // byte (one per string), the rest are counted in one more.
  static constexpr size_t kMaxBadStringReports = 20;
  Loc lastBadString_;
  Loc firstUnreported_;
  size_t badStrings_ = 0;

  Loc here() const { return Loc{file_, line_, col_}; }

  // Reports the string that starts at `open` once, at the current position; not fatal.
  void badString(Loc open, const char* code, std::string message);

  void fail(const char* code, std::string msg, Loc at = {});

  // Advance one byte, keeping line and column (columns count code points).
  void bump();

  std::string describeHere() const;

  // Past a byte known to be ASCII and not a line break: a bracket, colon or comma.
  void step() {
    ++pos_;
    ++col_;
  }

  // Most calls stand at a token already, or one space before it: decided inline, and longer
  // whitespace or a comment is read by skipSpaceRun.
  [[gnu::always_inline]] void skipSpace() {
    if (pos_ < s_.size()) {
      auto token = [](unsigned char c) { return c > ' ' && c != '/' && c != 0xEF; };
      auto c = static_cast<unsigned char>(s_[pos_]);
      if (token(c)) return;
      if (c == ' ' && pos_ + 1 < s_.size() && token(static_cast<unsigned char>(s_[pos_ + 1]))) {
        step();  // the space after a colon
        return;
      }
    }
    skipSpaceRun();
  }

  [[gnu::noinline]] void skipSpaceRun();

  // What a value becomes: built in full; an object kept as its keys (each value null); or only
  // checked and skipped (null), which is all a shallow read needs of most of a file.
  enum class Build : uint8_t { Full, Keys, Skip };

  // A string the shallow read skips: kept when the spec collects it.
  void skipped(std::string_view s) {
    if (rootMember_ != SIZE_MAX && shallow_->collect && shallow_->collect(s)) {
      (*strings_)[rootMember_].emplace_back(s);
      ++collected_;
    }
  }

  // Past a string that is not built. A string of plain ASCII (most of them) is only scanned; one
  // with escapes, other bytes or control characters is read as parseString reads it, so that
  // its diagnostics are the same.
  void skipString(char quote);

  // A key of an object being skipped, read as parseString would read it.
  std::string_view skipKey(char quote);

  // Past a string of plain ASCII (most of them), returning its text; nothing moves otherwise.
  std::optional<std::string_view> plainString(char quote);

  Value parseValue(uint32_t depth, Build build);

  static bool isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
  }
  static bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9') || c == '-'; }
  // The bare word (true, null, a lenient key) that starts at `from`.
  std::string_view wordAt(size_t from) const {
    size_t end = from;
    while (end < s_.size() && isIdentChar(s_[end])) ++end;
    return s_.substr(from, end - from);
  }
  // The bare word at the reading position, read past (ASCII: a column a byte).
  std::string_view takeWord() {
    std::string_view word = wordAt(pos_);
    pos_ += word.size();
    col_ += static_cast<uint32_t>(word.size());
    return word;
  }
  // Past the string whose opening `quote` is at `open`, when it holds plain ASCII only (no
  // escape, control character or multi-byte sequence); npos otherwise.
  size_t plainStringEnd(size_t open, char quote) const {
    size_t i = bytes::plainRunEnd(s_, open + 1, quote, true);
    return i < s_.size() && s_[i] == quote ? i + 1 : std::string_view::npos;
  }

  // Whether a key of the skipped object whose keys are on the stack from `mark` is there
  // twice. Only asked when strings were kept from inside it: elsewhere, which of two values
  // a full parse keeps changes nothing a shallow read gives.
  bool skippedDuplicate(size_t mark) const;

  // Where `at` is, for a position skipValue has reached: pos_ plus the bytes it passed since,
  // which are ASCII (anything else goes to the general readers), so each is one column.
  Loc passedLoc(size_t at) const {
    if (passedLines_ == 0) return Loc{file_, line_, col_ + static_cast<uint32_t>(at - pos_)};
    return Loc{file_, line_ + passedLines_, 1 + static_cast<uint32_t>(at - passedLineStart_)};
  }
  void syncTo(size_t to);

  // Past a value a shallow read does not build, checked as parseValue checks it: the same
  // errors at the same places, the same strings kept, the same duplicate keys seen. Most of a
  // file is skipped, so plain strict JSON is read in one loop with a stack of open containers
  // instead of a call per token, and the line and column are counted only where a diagnostic,
  // a container or a general reader needs them. Everything else (escapes, bytes beyond ASCII,
  // comments, lenient forms, errors) goes to the general readers at the byte it starts.
  void skipValue(uint32_t depth);

  // `build`: Full or Keys (with null values; skipValue reads what is skipped). The root object
  // of a shallow read builds each member as the spec says.
  Value parseObject(uint32_t depth, Build build);

  Value parseArray(uint32_t depth);

  bool hex4(uint32_t& out);

  std::string parseString(char quote);

  Value parseNumber();
};

}  // namespace pf::detail
