// The JSON reader's pass over the values a shallow read does not build (readJsonShallow: most
// of every file discovery reads).
#include <bit>
#include <string>

#include "engine/core/byte_scan.hpp"
#include "engine/core/detail/json_reader.hpp"

namespace pf::detail {

void JsonReader::syncTo(size_t to) {
  Loc at = passedLoc(to);
  line_ = at.line;
  col_ = at.col;
  passedLines_ = 0;
  pos_ = to;
}

void JsonReader::skipValue(uint32_t depth) {
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
          if (size_t end = plainStringEnd(p, '"'); end != std::string_view::npos) {
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
          std::string_view word = wordAt(p);
          if (word == "true" || word == "false" || word == "null") {
            p += word.size();
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
        size_t end = c == '"' ? plainStringEnd(p, '"') : std::string_view::npos;
        if (end != std::string_view::npos) {
          key = std::string_view(d + p + 1, end - p - 2);
          p = end;
        } else if (c == '"' || (c == '\'' && opt_.lenient)) {
          syncTo(p);
          key = skipKey(c);
          if (failed_) return;
          p = pos_;
        } else if (isIdentStart(c) && opt_.lenient) {
          key = wordAt(p);
          p += key.size();
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

}  // namespace pf::detail
