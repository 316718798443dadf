// A lenient JSON reader that records the source position of every value.
#include <algorithm>
#include <bit>
#include <charconv>
#include <cstring>
#include <deque>
#include <iterator>
#include <unordered_map>
#include <vector>

#include "engine/core/byte_scan.hpp"
#include "engine/core/hex.hpp"
#include "engine/core/json.hpp"
#include "engine/core/utf8.hpp"

namespace pf {
namespace {

class Reader {
 public:
  Reader(std::string_view text, uint32_t file, Diagnostics& diags, const JsonReadOptions& opt,
         const JsonShallowSpec* shallow = nullptr, std::vector<std::vector<std::string>>* strings = nullptr)
      : s_(text), file_(file), diags_(diags), opt_(opt), shallow_(shallow), strings_(strings) {}

  // After run() with a shallow spec: a key was duplicated (the shallow result does not say
  // which value won, so it is not to be used).
  bool duplicateKey() const { return duplicateKey_; }

  std::optional<Value> run() {
    if (s_.size() > opt_.maxBytes) {
      fail("JSON004", "file is " + std::to_string(s_.size() / (1024 * 1024)) + " MB; the limit is " +
                          std::to_string(opt_.maxBytes / (1024 * 1024)) + " MB");
      return std::nullopt;
    }
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
    skipSpace();
    if (failed_) return std::nullopt;
    if (pos_ >= s_.size()) {
      fail("JSON001", "the file is empty; expected a JSON value");
      return std::nullopt;
    }
    Value v = parseValue(0, Build::Full);
    if (failed_) return std::nullopt;
    skipSpace();
    if (!failed_ && pos_ < s_.size()) {
      fail("JSON005", "unexpected " + describeHere() + " after the end of the JSON value");
      return std::nullopt;
    }
    if (failed_) return std::nullopt;
    if (badStrings_ > kMaxBadStringReports)
      diags_.error("JSON009",
                   std::to_string(badStrings_ - kMaxBadStringReports) +
                       " more strings, from here on, hold raw NUL bytes or invalid UTF-8 (only the first " +
                       std::to_string(kMaxBadStringReports) + " are reported one by one)",
                   firstUnreported_);
    return v;
  }

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
  void badString(Loc open, const char* code, std::string message) {
    if (lastBadString_.line == open.line && lastBadString_.col == open.col) return;
    lastBadString_ = open;
    if (++badStrings_ <= kMaxBadStringReports) diags_.error(code, std::move(message), here());
    else if (badStrings_ == kMaxBadStringReports + 1) firstUnreported_ = here();
  }

  void fail(const char* code, std::string msg, Loc at = {}) {
    if (failed_) return;
    failed_ = true;
    diags_.error(code, std::move(msg), at.known() ? at : here());
  }

  // Advance one byte, keeping line and column (columns count code points).
  void bump() {
    unsigned char c = static_cast<unsigned char>(s_[pos_++]);
    if (c == '\n') {
      ++line_;
      col_ = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++col_;
    }
  }

  std::string describeHere() const {
    if (pos_ >= s_.size()) return "end of file";
    unsigned char c = static_cast<unsigned char>(s_[pos_]);
    if (c < 0x20) {
      std::string text = "control character 0x";
      appendHexByte(text, c);
      return text;
    }
    size_t n = 1;
    while (pos_ + n < s_.size() && (static_cast<unsigned char>(s_[pos_ + n]) & 0xC0) == 0x80) ++n;
    return "'" + std::string(s_.substr(pos_, n)) + "'";
  }

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

  [[gnu::noinline]] void skipSpaceRun() {
    while (pos_ < s_.size()) {
      char c = s_[pos_];
      if (c == ' ') {  // indentation is most of the whitespace: no line to count
        size_t k = 1;  // spaces seen; the rest of the run is measured eight bytes at a time
        if constexpr (std::endian::native == std::endian::little) {
          while (s_.size() - pos_ - k >= 8) {
            size_t n = bytes::leadingSpaces8(s_.data() + pos_ + k);
            k += n;
            if (n < 8) break;
          }
        }
        pos_ += k;
        col_ += static_cast<uint32_t>(k);
      } else if (c == '\t' || c == '\n' || c == '\r') {
        bump();
      } else if (c == '/' && opt_.lenient && pos_ + 1 < s_.size() && s_[pos_ + 1] == '/') {
        while (pos_ < s_.size() && s_[pos_] != '\n') bump();
      } else if (c == '/' && opt_.lenient && pos_ + 1 < s_.size() && s_[pos_ + 1] == '*') {
        Loc start = here();
        bump();
        bump();
        while (pos_ + 1 < s_.size() && !(s_[pos_] == '*' && s_[pos_ + 1] == '/')) bump();
        if (pos_ + 1 >= s_.size()) {
          fail("JSON002", "unterminated /* comment", start);
          return;
        }
        bump();
        bump();
      } else if (static_cast<unsigned char>(c) == 0xEF && s_.substr(pos_, 3) == "\xEF\xBB\xBF") {
        pos_ += 3;  // a stray BOM (e.g. concatenated files) is whitespace to .NET readers
      } else {
        return;
      }
    }
  }

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
  void skipString(char quote) {
    if (auto plain = plainString(quote)) return skipped(*plain);
    skipped(parseString(quote));
  }

  // A key of an object being skipped, read as parseString would read it.
  std::string_view skipKey(char quote) {
    if (auto plain = plainString(quote)) return *plain;
    return ownedKeys_.emplace_back(parseString(quote));
  }

  // Past a string of plain ASCII (most of them), returning its text; nothing moves otherwise.
  std::optional<std::string_view> plainString(char quote) {
    const char* d = s_.data();
    const size_t n = s_.size();
    size_t i = pos_ + 1;
    if constexpr (std::endian::native == std::endian::little) {
      while (n - i >= 8) {
        size_t k = bytes::plainPrefix8(d + i, quote, true);
        i += k;
        if (k < 8) break;
      }
    }
    while (i < n) {
      unsigned char c = static_cast<unsigned char>(d[i]);
      if (c == static_cast<unsigned char>(quote) || c == '\\' || c < 0x20 || c >= 0x80) break;
      ++i;
    }
    if (i >= n || d[i] != quote) return std::nullopt;
    std::string_view body = s_.substr(pos_ + 1, i - pos_ - 1);
    col_ += static_cast<uint32_t>(i + 1 - pos_);  // one column a byte, quotes included: no newline
    pos_ = i + 1;
    return body;
  }

  Value parseValue(uint32_t depth, Build build) {
    if (build == Build::Skip) {
      skipValue(depth);
      return {};
    }
    if (depth >= opt_.maxDepth) {
      fail("JSON003", "JSON nesting is deeper than " + std::to_string(opt_.maxDepth) + " levels");
      return {};
    }
    Loc at = here();
    if (pos_ >= s_.size()) {
      fail("JSON001", "unexpected end of file; expected a value");
      return {};
    }
    char c = s_[pos_];
    switch (c) {
      case '{':
        return parseObject(depth, build).withLoc(at);
      case '[':
        if (build != Build::Full) {  // a keys-only member that is an array
          skipValue(depth);
          return {};
        }
        return parseArray(depth).withLoc(at);
      case '"':
      case '\'':
        if (c == '\'' && !opt_.lenient) break;
        if (build != Build::Full) {
          skipString(c);
          return {};
        }
        return Value(parseString(c)).withLoc(at);
      default: break;
    }
    if (c == '-' || (c >= '0' && c <= '9') || (opt_.lenient && c == '.')) {
      Value n = parseNumber();
      if (build != Build::Full) return {};
      return std::move(n).withLoc(at);
    }
    if (isIdentStart(c)) {
      size_t start = pos_;
      while (pos_ < s_.size() && isIdentChar(s_[pos_])) bump();
      std::string_view word = s_.substr(start, pos_ - start);
      if (word == "true") return build == Build::Full ? Value(true).withLoc(at) : Value();
      if (word == "false") return build == Build::Full ? Value(false).withLoc(at) : Value();
      if (word == "null") return build == Build::Full ? Value().withLoc(at) : Value();
      fail("JSON001", "unexpected word '" + std::string(word) + "'; expected a value", at);
      return {};
    }
    fail("JSON001", "unexpected " + describeHere() + "; expected a value");
    return {};
  }

  static bool isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
  }
  static bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9') || c == '-'; }

  // Whether a key of the skipped object whose keys are on the stack from `mark` is there
  // twice. Only asked when strings were kept from inside it: elsewhere, which of two values
  // a full parse keeps changes nothing a shallow read gives.
  bool skippedDuplicate(size_t mark) const {
    std::vector<std::string_view> keys(skippedKeys_.begin() + static_cast<std::ptrdiff_t>(mark), skippedKeys_.end());
    std::sort(keys.begin(), keys.end());
    return std::adjacent_find(keys.begin(), keys.end()) != keys.end();
  }

  // Where `at` is, for a position skipValue has reached: pos_ plus the bytes it passed since,
  // which are ASCII (anything else goes to the general readers), so each is one column.
  Loc passedLoc(size_t at) const {
    if (passedLines_ == 0) return Loc{file_, line_, col_ + static_cast<uint32_t>(at - pos_)};
    return Loc{file_, line_ + passedLines_, 1 + static_cast<uint32_t>(at - passedLineStart_)};
  }
  void syncTo(size_t to) {
    Loc at = passedLoc(to);
    line_ = at.line;
    col_ = at.col;
    passedLines_ = 0;
    pos_ = to;
  }

  // Past a value a shallow read does not build, checked as parseValue checks it: the same
  // errors at the same places, the same strings kept, the same duplicate keys seen. Most of a
  // file is skipped, so plain strict JSON is read in one loop with a stack of open containers
  // instead of a call per token, and the line and column are counted only where a diagnostic,
  // a container or a general reader needs them. Everything else (escapes, bytes beyond ASCII,
  // comments, lenient forms, errors) goes to the general readers at the byte it starts.
  void skipValue(uint32_t depth) {
    const char* d = s_.data();
    const size_t n = s_.size();
    size_t p = pos_;
    passedLines_ = 0;
    open_.clear();
    // Past whitespace; a comment or a stray BOM goes to skipSpaceRun. False: it failed.
    auto space = [&]() __attribute__((always_inline)) {
      while (p < n) {
        auto c = static_cast<unsigned char>(d[p]);
        if (c > ' ') {  // mostly a token: done
          if (c != '/' && c != 0xEF) break;
          syncTo(p);
          skipSpaceRun();
          p = pos_;
          return !failed_;
        }
        if (c == ' ') {
          ++p;
          if constexpr (std::endian::native == std::endian::little) {
            while (n - p >= 8) {
              size_t k = bytes::leadingSpaces8(d + p);
              p += k;
              if (k < 8) break;
            }
          }
        } else if (c == '\n') {
          ++p;
          ++passedLines_;
          passedLineStart_ = p;
        } else if (c == '\r' || c == '\t') {
          ++p;
        } else {
          break;  // another control character: not whitespace
        }
      }
      return true;
    };
    // Past a double-quoted string of plain ASCII; npos when it is not one.
    auto plainEnd = [&](size_t q) {
      size_t i = bytes::plainRunEnd(s_, q + 1, '"', true);
      return i < n && d[i] == '"' ? i + 1 : std::string_view::npos;
    };
    auto digits = [&](size_t& q) {
      size_t start = q;
      while (q < n && d[q] >= '0' && d[q] <= '9') ++q;
      return q > start;
    };
    // The end of a number in strict form (-?D+(.D+)?([eE][+-]?D+)?); npos for anything else,
    // which parseNumber reads (its lenient forms and its errors).
    auto strictNumberEnd = [&](size_t q) {
      if (d[q] == '-') ++q;
      if (!digits(q)) return std::string_view::npos;
      if (q < n && d[q] == '.' && (++q, !digits(q))) return std::string_view::npos;
      if (q < n && (d[q] == 'e' || d[q] == 'E')) {
        ++q;
        if (q < n && (d[q] == '+' || d[q] == '-')) ++q;
        if (!digits(q)) return std::string_view::npos;
      }
      return q;
    };
    auto unexpected = [&](const char* code, const char* what) {
      syncTo(p);
      fail(code, "unexpected " + describeHere() + what);
    };
    auto endInside = [&](const char* container) {
      syncTo(p);
      fail("JSON001", std::string("unexpected end of file inside the ") + container + " that starts here", open_.back().at);
    };
    // Past the innermost container's closing bracket.
    auto close = [&] {
      ++p;
      const OpenContainer& o = open_.back();
      if (o.object) {
        if (collected_ != o.collectedBefore && skippedDuplicate(o.keyMark)) duplicateKey_ = true;
        skippedKeys_.resize(o.keyMark);
      }
      open_.pop_back();
    };

    // The states between tokens: a value is next; a member of the innermost object (or its
    // closing brace) is next; an item of the innermost array (or its bracket) is next; a value
    // has just ended.
    enum class Next { Value, Member, Item, After } next = Next::Value;
    for (;;) {
      switch (next) {
        case Next::Value: {
          const uint32_t level = depth + static_cast<uint32_t>(open_.size());
          if (level >= opt_.maxDepth) {
            syncTo(p);
            fail("JSON003", "JSON nesting is deeper than " + std::to_string(opt_.maxDepth) + " levels");
            return;
          }
          if (p >= n) {
            syncTo(p);
            fail("JSON001", "unexpected end of file; expected a value");
            return;
          }
          const char c = d[p];
          if (c == '{' || c == '[') {
            open_.push_back({c == '{', passedLoc(p), skippedKeys_.size(), collected_});
            ++p;
            if (!space()) return;
            next = c == '{' ? Next::Member : Next::Item;
            continue;
          }
          next = Next::After;
          if (c == '"') {
            if (size_t end = plainEnd(p); end != std::string_view::npos) {
              skipped(std::string_view(d + p + 1, end - p - 2));
              p = end;
              continue;
            }
          }
          if (c == '"' || (c == '\'' && opt_.lenient)) {
            syncTo(p);
            skipString(c);
          } else if (c == '-' || (c >= '0' && c <= '9') || (c == '.' && opt_.lenient)) {
            if (size_t end = c == '.' ? std::string_view::npos : strictNumberEnd(p); end != std::string_view::npos) {
              p = end;
              continue;
            }
            syncTo(p);
            parseNumber();
          } else if (isIdentStart(c)) {
            size_t q = p;
            while (q < n && isIdentChar(d[q])) ++q;
            std::string_view word = s_.substr(p, q - p);
            if (word == "true" || word == "false" || word == "null") {
              p = q;
              continue;
            }
            syncTo(p);
            fail("JSON001", "unexpected word '" + std::string(word) + "'; expected a value");
            return;
          } else {
            unexpected("JSON001", "; expected a value");
            return;
          }
          if (failed_) return;
          p = pos_;
          continue;
        }
        case Next::Member: {
          if (p >= n) return endInside("object");
          const char c = d[p];
          if (c == '}') {
            close();
            next = Next::After;
            continue;
          }
          std::string_view key;
          size_t end = c == '"' ? plainEnd(p) : std::string_view::npos;
          if (end != std::string_view::npos) {
            key = std::string_view(d + p + 1, end - p - 2);
            p = end;
          } else if (c == '"' || (c == '\'' && opt_.lenient)) {
            syncTo(p);
            key = skipKey(c);
            if (failed_) return;
            p = pos_;
          } else if (isIdentStart(c) && opt_.lenient) {
            size_t q = p;
            while (q < n && isIdentChar(d[q])) ++q;
            key = s_.substr(p, q - p);
            p = q;
          } else {
            unexpected("JSON001", "; expected a property name in double quotes");
            return;
          }
          if (!space()) return;
          if (p >= n || d[p] != ':') {
            syncTo(p);
            fail("JSON001", "unexpected " + describeHere() + " after property name '" + std::string(key) + "'; expected ':'");
            return;
          }
          ++p;
          if (!space()) return;
          skippedKeys_.push_back(key);  // duplicates are looked for at the end, if they matter
          next = Next::Value;
          continue;
        }
        case Next::Item: {
          if (p >= n) return endInside("array");
          if (d[p] == ']') {
            close();
            next = Next::After;
          } else {
            next = Next::Value;
          }
          continue;
        }
        case Next::After: {
          if (open_.empty()) {
            syncTo(p);
            return;
          }
          if (!space()) return;
          const bool object = open_.back().object;
          if (p < n && d[p] == ',') {
            ++p;
            if (!space()) return;
            if (object && !opt_.lenient && p < n && d[p] == '}') {
              syncTo(p);
              fail("JSON001", "trailing comma before '}'");
              return;
            }
            next = object ? Next::Member : Next::Item;  // [1,] is read as parseArray reads it
            continue;
          }
          if (p < n && d[p] == (object ? '}' : ']')) {
            close();
            continue;  // still After: the container was a value
          }
          unexpected("JSON001", object ? " in object; expected ',' or '}'" : " in array; expected ',' or ']'");
          return;
        }
      }
    }
  }

  // `build`: Full or Keys (with null values; skipValue reads what is skipped). The root object
  // of a shallow read builds each member as the spec says.
  Value parseObject(uint32_t depth, Build build) {
    const bool shallowRoot = shallow_ && depth == 0 && build == Build::Full;
    Loc open = here();
    step();  // {
    // Members gather on the reader's stack (inner objects push and pop above them), and the
    // object is built once at its size: no vector growing member by member.
    const size_t mark = members_.size();
    std::unordered_map<std::string, size_t> index;  // only for large objects: key -> stack slot
    skipSpace();
    while (!failed_) {
      if (pos_ >= s_.size()) {
        fail("JSON001", "unexpected end of file inside the object that starts here", open);
        break;
      }
      if (s_[pos_] == '}') {
        step();
        break;
      }
      Loc keyAt = here();
      std::string key;
      char c = s_[pos_];
      if (c == '"' || (c == '\'' && opt_.lenient)) {
        key = parseString(c);
      } else if (isIdentStart(c) && opt_.lenient) {
        size_t start = pos_;
        while (pos_ < s_.size() && isIdentChar(s_[pos_])) bump();
        key = std::string(s_.substr(start, pos_ - start));
      } else {
        fail("JSON001", "unexpected " + describeHere() + "; expected a property name in double quotes");
        break;
      }
      if (failed_) break;
      skipSpace();
      if (pos_ >= s_.size() || s_[pos_] != ':') {
        fail("JSON001", "unexpected " + describeHere() + " after property name '" + key + "'; expected ':'");
        break;
      }
      step();
      skipSpace();
      Build memberBuild = build == Build::Full ? Build::Full : Build::Skip;  // Keys: values skipped
      if (shallowRoot) {
        memberBuild = shallow_->full && shallow_->full(key)       ? Build::Full
                      : shallow_->keysOnly && shallow_->keysOnly(key) ? Build::Keys
                                                                     : Build::Skip;
        rootMember_ = members_.size() - mark;
        if (strings_->size() <= rootMember_) strings_->resize(rootMember_ + 1);
      }
      Value v = parseValue(depth + 1, memberBuild);
      if (shallowRoot) rootMember_ = SIZE_MAX;
      if (failed_) break;
      {
        // Only the same spelling is a duplicate: like Newtonsoft's JObject (ARM), "True" and
        // "true" are two properties (template sections check their names ignoring case, template.cpp).
        Value* existing = nullptr;
        if (members_.size() - mark < 32) {
          for (size_t i = mark; i < members_.size() && !existing; ++i)
            if (members_[i].first == key) existing = &members_[i].second;
        } else {
          if (index.empty())
            for (size_t i = mark; i < members_.size(); ++i) index.emplace(members_[i].first, i);
          auto it = index.find(key);
          if (it != index.end()) existing = &members_[it->second].second;
        }
        if (existing) {
          duplicateKey_ = true;
          diags_.warning("JSON007", "duplicate property '" + key + "'; the later value is used", keyAt);
          *existing = std::move(v);
        } else {
          if (!index.empty()) index.emplace(key, members_.size());
          members_.emplace_back(std::move(key), std::move(v));
        }
      }
      skipSpace();
      if (pos_ < s_.size() && s_[pos_] == ',') {
        step();
        skipSpace();
        if (pos_ < s_.size() && s_[pos_] == '}' && !opt_.lenient) {
          fail("JSON001", "trailing comma before '}'");
          break;
        }
        continue;
      }
      if (pos_ < s_.size() && s_[pos_] == '}') {
        step();
        break;
      }
      fail("JSON001", "unexpected " + describeHere() + " in object; expected ',' or '}'");
      break;
    }
    Object obj;
    obj.entries().reserve(members_.size() - mark);
    std::move(members_.begin() + static_cast<std::ptrdiff_t>(mark), members_.end(), std::back_inserter(obj.entries()));
    members_.resize(mark);
    return Value(std::move(obj));
  }

  Value parseArray(uint32_t depth) {
    Loc open = here();
    step();  // [
    const size_t mark = items_.size();  // items gather on the reader's stack, as members do
    skipSpace();
    while (!failed_) {
      if (pos_ >= s_.size()) {
        fail("JSON001", "unexpected end of file inside the array that starts here", open);
        break;
      }
      if (s_[pos_] == ']') {
        step();
        break;
      }
      items_.push_back(parseValue(depth + 1, Build::Full));
      if (failed_) break;
      skipSpace();
      if (pos_ < s_.size() && s_[pos_] == ',') {
        step();
        skipSpace();
        continue;
      }
      if (pos_ < s_.size() && s_[pos_] == ']') {
        step();
        break;
      }
      fail("JSON001", "unexpected " + describeHere() + " in array; expected ',' or ']'");
      break;
    }
    Array arr(std::make_move_iterator(items_.begin() + static_cast<std::ptrdiff_t>(mark)),
              std::make_move_iterator(items_.end()));
    items_.resize(mark);
    return Value(std::move(arr));
  }

  bool hex4(uint32_t& out) {
    out = 0;
    for (int i = 0; i < 4; ++i) {
      if (pos_ >= s_.size()) return false;
      int d = hexDigitValue(s_[pos_]);
      if (d < 0) return false;
      out = out * 16 + static_cast<uint32_t>(d);
      bump();
    }
    return true;
  }

  std::string parseString(char quote) {
    Loc open = here();
    bump();
    std::string out;
    while (true) {
      // Copy runs of plain bytes at once; they hold no newline, so only the column moves.
      size_t start = pos_;
      const size_t n = s_.size();
      const char* d = s_.data();
      if constexpr (std::endian::native == std::endian::little) {
        // Eight bytes at a time while none of them ends the run.
        while (n - pos_ >= 8) {
          size_t k = bytes::plainPrefix8(d + pos_, quote, true);
          pos_ += k;
          col_ += static_cast<uint32_t>(k);
          if (k < 8) break;
        }
      }
      while (pos_ < n) {
        unsigned char c = static_cast<unsigned char>(d[pos_]);
        if (c == static_cast<unsigned char>(quote) || c == '\\' || c < 0x20 || c >= 0x80) break;
        ++col_;
        ++pos_;
      }
      out.append(d + start, pos_ - start);
      if (pos_ >= s_.size()) {
        fail("JSON002", "unterminated string (it starts here)", open);
        return out;
      }
      char c = s_[pos_];
      if (c == quote) {
        bump();
        return out;
      }
      if (static_cast<unsigned char>(c) >= 0x80) {
        char32_t cp;
        size_t len = utf8::decodeAt(s_, pos_, cp);
        if (len == 0) {
          // Resource Manager reads templates as UTF-8 and rejects what is not; the value keeps
          // U+FFFD in its place so that nothing downstream carries malformed text.
          std::string hex;
          appendHexByte(hex, static_cast<unsigned char>(c));
          badString(open, "JSON009", "invalid UTF-8 in string (byte 0x" + hex + "); Resource Manager rejects it");
          utf8::append(out, utf8::kReplacement);
          len = 1;
        } else {
          out.append(s_.data() + pos_, len);
        }
        pos_ += len;
        ++col_;
        continue;
      }
      if (static_cast<unsigned char>(c) < 0x20) {
        if (!opt_.lenient) {
          fail("JSON001", "raw control character in string; use an escape");
          return out;
        }
        // Newlines and tabs are fine (Resource Manager reads them); a NUL byte is not.
        if (c == '\0') badString(open, "JSON008", "raw NUL byte in string; Resource Manager rejects it (write \\u0000)");
        out += c;
        bump();
        continue;
      }
      // escape
      Loc escAt = here();
      bump();
      if (pos_ >= s_.size()) {
        fail("JSON002", "unterminated string (it starts here)", open);
        return out;
      }
      char e = s_[pos_];
      bump();
      switch (e) {
        case '"': out += '"'; break;
        case '\'': out += '\''; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          uint32_t cp;
          if (!hex4(cp)) {
            fail("JSON006", "invalid \\u escape: expected four hex digits", escAt);
            return out;
          }
          if (cp >= 0xD800 && cp <= 0xDBFF && pos_ + 1 < s_.size() && s_[pos_] == '\\' && s_[pos_ + 1] == 'u') {
            size_t save = pos_;
            uint32_t saveLine = line_, saveCol = col_;
            bump();
            bump();
            uint32_t lo;
            if (hex4(lo) && lo >= 0xDC00 && lo <= 0xDFFF) {
              cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            } else {
              pos_ = save;
              line_ = saveLine;
              col_ = saveCol;
            }
          }
          if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;  // lone surrogate
          utf8::append(out, cp);
          break;
        }
        default:
          fail("JSON006", std::string("invalid escape '\\") + e + "' in string", escAt);
          return out;
      }
    }
  }

  Value parseNumber() {
    size_t start = pos_;
    bool isFloat = false;
    if (s_[pos_] == '-') bump();
    // Newtonsoft (so ARM) also reads ".25" and "1." (json('.25') is in deployed templates).
    bool leadingDot = opt_.lenient && pos_ < s_.size() && s_[pos_] == '.';
    if (!leadingDot && (pos_ >= s_.size() || !(s_[pos_] >= '0' && s_[pos_] <= '9'))) {
      fail("JSON006", "invalid number: expected a digit after '-'");
      return {};
    }
    while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') bump();
    if (pos_ < s_.size() && s_[pos_] == '.') {
      isFloat = true;
      bump();
      bool digits = pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9';
      if (!digits && (!opt_.lenient || leadingDot)) {
        fail("JSON006", "invalid number: expected a digit after '.'");
        return {};
      }
      while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') bump();
    }
    if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
      isFloat = true;
      bump();
      if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-')) bump();
      if (pos_ >= s_.size() || !(s_[pos_] >= '0' && s_[pos_] <= '9')) {
        fail("JSON006", "invalid number: expected a digit in the exponent");
        return {};
      }
      while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') bump();
    }
    std::string_view text = s_.substr(start, pos_ - start);
    if (!isFloat) {
      int64_t v;
      auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (ec == std::errc() && p == text.data() + text.size()) return Value(static_cast<long long>(v));
    }
    double d;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
    if (ec != std::errc() && ec != std::errc::result_out_of_range) {
      fail("JSON006", "invalid number '" + std::string(text) + "'");
      return {};
    }
    return Value(d);
  }
};

}  // namespace

std::optional<Value> parseJson(std::string_view text, uint32_t fileId, Diagnostics& diags,
                               const JsonReadOptions& options) {
  return Reader(text, fileId, diags, options).run();
}

JsonShallowRead readJsonShallow(std::string_view text, uint32_t fileId, Diagnostics& diags, const JsonShallowSpec& spec,
                                const JsonReadOptions& options) {
  JsonShallowRead out;
  Reader reader(text, fileId, diags, options, &spec, &out.strings);
  out.root = reader.run();
  out.complete = out.root && !reader.duplicateKey();
  if (!out.root || !out.root->isObject()) out.strings.clear();
  else out.strings.resize(out.root->obj().size());
  return out;
}

}  // namespace pf
