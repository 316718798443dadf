// A lenient JSON reader that records the source position of every value: reading and building
// values (json_skip.cpp passes over what a shallow read does not build).
#include <algorithm>
#include <bit>
#include <charconv>
#include <cstring>
#include <iterator>
#include <unordered_map>

#include "engine/core/byte_scan.hpp"
#include "engine/core/detail/json_reader.hpp"
#include "engine/core/hex.hpp"
#include "engine/core/utf8.hpp"

namespace pf {
namespace detail {

std::optional<Value> JsonReader::run() {
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

void JsonReader::badString(Loc open, const char* code, std::string message) {
  if (lastBadString_.line == open.line && lastBadString_.col == open.col) return;
  lastBadString_ = open;
  if (++badStrings_ <= kMaxBadStringReports) diags_.error(code, std::move(message), here());
  else if (badStrings_ == kMaxBadStringReports + 1) firstUnreported_ = here();
}

void JsonReader::fail(const char* code, std::string msg, Loc at) {
  if (failed_) return;
  failed_ = true;
  diags_.error(code, std::move(msg), at.known() ? at : here());
}

void JsonReader::bump() {
  unsigned char c = static_cast<unsigned char>(s_[pos_++]);
  if (c == '\n') {
    ++line_;
    col_ = 1;
  } else if ((c & 0xC0) != 0x80) {
    ++col_;
  }
}

std::string JsonReader::describeHere() const {
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

void JsonReader::skipSpaceRun() {
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

void JsonReader::skipString(char quote) {
  if (auto plain = plainString(quote)) return skipped(*plain);
  skipped(parseString(quote));
}

std::string_view JsonReader::skipKey(char quote) {
  if (auto plain = plainString(quote)) return *plain;
  return ownedKeys_.emplace_back(parseString(quote));
}

std::optional<std::string_view> JsonReader::plainString(char quote) {
  size_t end = plainStringEnd(pos_, quote);
  if (end == std::string_view::npos) return std::nullopt;
  std::string_view body = s_.substr(pos_ + 1, end - pos_ - 2);
  col_ += static_cast<uint32_t>(end - pos_);  // one column a byte, quotes included: no newline
  pos_ = end;
  return body;
}

Value JsonReader::parseValue(uint32_t depth, Build build) {
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
    std::string_view word = takeWord();
    if (word == "true") return build == Build::Full ? Value(true).withLoc(at) : Value();
    if (word == "false") return build == Build::Full ? Value(false).withLoc(at) : Value();
    if (word == "null") return build == Build::Full ? Value().withLoc(at) : Value();
    fail("JSON001", "unexpected word '" + std::string(word) + "'; expected a value", at);
    return {};
  }
  fail("JSON001", "unexpected " + describeHere() + "; expected a value");
  return {};
}

bool JsonReader::skippedDuplicate(size_t mark) const {
  std::vector<std::string_view> keys(skippedKeys_.begin() + static_cast<std::ptrdiff_t>(mark), skippedKeys_.end());
  std::sort(keys.begin(), keys.end());
  return std::adjacent_find(keys.begin(), keys.end()) != keys.end();
}

Value JsonReader::parseObject(uint32_t depth, Build build) {
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
      key = std::string(takeWord());
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
  obj.reserve(members_.size() - mark);
  obj.appendMoved(members_.begin() + static_cast<std::ptrdiff_t>(mark), members_.end());
  members_.resize(mark);
  return Value(std::move(obj));
}

Value JsonReader::parseArray(uint32_t depth) {
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

bool JsonReader::hex4(uint32_t& out) {
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

std::string JsonReader::parseString(char quote) {
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

Value JsonReader::parseNumber() {
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

}  // namespace detail

std::optional<Value> parseJson(std::string_view text, uint32_t fileId, Diagnostics& diags,
                               const JsonReadOptions& options) {
  return detail::JsonReader(text, fileId, diags, options).run();
}

JsonShallowRead readJsonShallow(std::string_view text, uint32_t fileId, Diagnostics& diags, const JsonShallowSpec& spec,
                                const JsonReadOptions& options) {
  JsonShallowRead out;
  detail::JsonReader reader(text, fileId, diags, options, &spec, &out.strings);
  out.root = reader.run();
  out.complete = out.root && !reader.duplicateKey();
  if (!out.root || !out.root->isObject()) out.strings.clear();
  else out.strings.resize(out.root->obj().size());
  return out;
}

}  // namespace pf
