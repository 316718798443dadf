// The Bicep lexer. Strings with interpolation are split into pieces ('a${ / }b${ / }c')
// so the parser sees the expressions inside them as ordinary tokens; a stack remembers
// which string each open `${` belongs to and how many braces it has opened since.
#include "engine/bicep/syntax/lexer.hpp"

#include <algorithm>
#include <cctype>

#include "engine/bicep/diagnostics.hpp"
#include "engine/core/hex.hpp"
#include "engine/core/utf8.hpp"

namespace pf::bicep {

namespace {

bool isIdentStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

class Lexer {
 public:
  Lexer(const SourceText& src, Diagnostics& diags) : src_(src), t_(src.text()), diags_(diags) {}

  LexResult run() {
    if (t_.size() >= 3 && t_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
    out_.tokens.reserve(t_.size() / 6 + 16);  // about one token per six bytes of Bicep
    while (pos_ < t_.size()) step();
    if (!interp_.empty()) {
      // An interpolation left open at end of file: the string error was already reported
      // if the string itself ended; otherwise say so here.
      diags_.add(diag::unterminatedString(src_.loc(static_cast<uint32_t>(t_.size()))));
    }
    push(Tok::EndOfFile, static_cast<uint32_t>(t_.size()), static_cast<uint32_t>(t_.size()));
    return std::move(out_);
  }

 private:
  struct Interp {
    bool multiline = false;
    int dollars = 0;
    int braceDepth = 0;
  };

  char at(size_t i) const { return i < t_.size() ? t_[i] : '\0'; }

  Token& push(Tok kind, uint32_t begin, uint32_t end, std::string value = {}) {
    out_.tokens.push_back(Token{kind, begin, end, std::move(value), false});
    if (kind != Tok::NewLine) lineStart_ = false;
    return out_.tokens.back();
  }

  void step() {
    uint32_t start = static_cast<uint32_t>(pos_);
    char c = t_[pos_];
    switch (c) {
      case ' ':
      case '\t':
      case '\v':
      case '\f':
        // Indentation comes in runs: one loop, not a step() per character.
        while (++pos_ < t_.size() && (t_[pos_] == ' ' || t_[pos_] == '\t' || t_[pos_] == '\v' || t_[pos_] == '\f')) {
        }
        return;
      case '\r':
      case '\n':
        if (c == '\r' && at(pos_ + 1) == '\n') ++pos_;
        ++pos_;
        push(Tok::NewLine, start, static_cast<uint32_t>(pos_));
        lineStart_ = true;
        return;
      case '/':
        if (at(pos_ + 1) == '/') {
          while (pos_ < t_.size() && t_[pos_] != '\n' && t_[pos_] != '\r') ++pos_;
          return;
        }
        if (at(pos_ + 1) == '*') {
          size_t close = t_.find("*/", pos_ + 2);
          if (close == std::string_view::npos) {
            diags_.add(diag::unterminatedComment(src_.loc(start)));
            pos_ = t_.size();
          } else {
            pos_ = close + 2;
          }
          return;
        }
        ++pos_;
        push(Tok::Slash, start, start + 1);
        return;
      case '#':
        if (lineStart_ && lexPragma()) return;
        break;
      case '\'':
        if (t_.substr(pos_, 3) == "'''") {
          pos_ += 3;
          lexMultiline(start, 0, false);
        } else {
          ++pos_;
          lexString(start, false);
        }
        return;
      case '$': {
        size_t k = pos_;
        while (at(k) == '$') ++k;
        if (t_.substr(k, 3) == "'''") {
          int dollars = static_cast<int>(k - pos_);
          pos_ = k + 3;
          lexMultiline(start, dollars, false);
          return;
        }
        break;
      }
      case '{':
        if (!interp_.empty()) ++interp_.back().braceDepth;
        ++pos_;
        push(Tok::LeftBrace, start, start + 1);
        return;
      case '}':
        if (!interp_.empty() && interp_.back().braceDepth == 0) {
          ++pos_;
          if (interp_.back().multiline) lexMultiline(start, interp_.back().dollars, true);
          else lexString(start, true);
          return;
        }
        if (!interp_.empty()) --interp_.back().braceDepth;
        ++pos_;
        push(Tok::RightBrace, start, start + 1);
        return;
      default:
        break;
    }
    if (isDigit(c)) {
      while (isDigit(at(pos_))) ++pos_;
      push(Tok::Integer, start, static_cast<uint32_t>(pos_), std::string(t_.substr(start, pos_ - start)));
      return;
    }
    if (isIdentStart(c)) {
      while (isIdentChar(at(pos_))) ++pos_;
      std::string word(t_.substr(start, pos_ - start));
      Tok kind = Tok::Identifier;
      if (word == "true") kind = Tok::TrueKeyword;
      else if (word == "false") kind = Tok::FalseKeyword;
      else if (word == "null") kind = Tok::NullKeyword;
      push(kind, start, static_cast<uint32_t>(pos_), std::move(word));
      return;
    }
    if (lexOperator(start)) return;
    // Unrecognized: one whole UTF-8 character.
    size_t len = 1;
    unsigned char uc = static_cast<unsigned char>(c);
    if (uc >= 0xF0) len = 4;
    else if (uc >= 0xE0) len = 3;
    else if (uc >= 0xC0) len = 2;
    pos_ = std::min(t_.size(), pos_ + len);
    std::string text(t_.substr(start, pos_ - start));
    diags_.add(diag::unrecognizedToken(src_.loc(start), text));
    push(Tok::Unrecognized, start, static_cast<uint32_t>(pos_), std::move(text));
  }

  bool lexOperator(uint32_t start) {
    char c = t_[pos_];
    char n = at(pos_ + 1);
    auto one = [&](Tok k) {
      pos_ += 1;
      push(k, start, start + 1);
      return true;
    };
    auto two = [&](Tok k) {
      pos_ += 2;
      push(k, start, start + 2);
      return true;
    };
    switch (c) {
      case '[': return one(Tok::LeftSquare);
      case ']': return one(Tok::RightSquare);
      case '(': return one(Tok::LeftParen);
      case ')': return one(Tok::RightParen);
      case ',': return one(Tok::Comma);
      case ';': return one(Tok::Semicolon);
      case '@': return one(Tok::At);
      case '+': return one(Tok::Plus);
      case '-': return one(Tok::Minus);
      case '*': return one(Tok::Asterisk);
      case '%': return one(Tok::Modulo);
      case '^': return one(Tok::Hat);
      case '.':
        if (n == '.' && at(pos_ + 2) == '.') {
          pos_ += 3;
          push(Tok::Ellipsis, start, start + 3);
          return true;
        }
        return one(Tok::Dot);
      case '?': return n == '?' ? two(Tok::DoubleQuestion) : one(Tok::Question);
      case ':': return n == ':' ? two(Tok::DoubleColon) : one(Tok::Colon);
      case '!':
        if (n == '=') return two(Tok::NotEquals);
        if (n == '~') return two(Tok::NotEqualsInsensitive);
        return one(Tok::Exclamation);
      case '=':
        if (n == '=') return two(Tok::Equals);
        if (n == '~') return two(Tok::EqualsInsensitive);
        if (n == '>') return two(Tok::Arrow);
        return one(Tok::Assignment);
      case '<': return n == '=' ? two(Tok::LessThanOrEqual) : one(Tok::LessThan);
      case '>': return n == '=' ? two(Tok::GreaterThanOrEqual) : one(Tok::GreaterThan);
      case '&': return n == '&' ? two(Tok::LogicalAnd) : false;
      case '|': return n == '|' ? two(Tok::LogicalOr) : one(Tok::Pipe);
      default: return false;
    }
  }

  // `#disable-next-line code code`, `#disable-diagnostics ...`, `#restore-diagnostics ...`.
  bool lexPragma() {
    size_t p = pos_ + 1;
    size_t nameStart = p;
    while (isIdentChar(at(p)) || at(p) == '-') ++p;
    std::string_view name = t_.substr(nameStart, p - nameStart);
    Pragma pr;
    if (name == "disable-next-line") pr.kind = Pragma::Kind::DisableNextLine;
    else if (name == "disable-diagnostics") pr.kind = Pragma::Kind::Disable;
    else if (name == "restore-diagnostics") pr.kind = Pragma::Kind::Restore;
    else return false;
    pr.line = src_.lineOf(static_cast<uint32_t>(pos_));
    while (p < t_.size() && t_[p] != '\n' && t_[p] != '\r') {
      if (t_[p] == ' ' || t_[p] == '\t') {
        ++p;
        continue;
      }
      if (t_.substr(p, 2) == "//") {
        while (p < t_.size() && t_[p] != '\n' && t_[p] != '\r') ++p;
        break;
      }
      size_t s = p;
      while (p < t_.size() && t_[p] != ' ' && t_[p] != '\t' && t_[p] != '\n' && t_[p] != '\r') ++p;
      pr.codes.emplace_back(t_.substr(s, p - s));
    }
    out_.pragmas.push_back(std::move(pr));
    pos_ = p;
    return true;
  }

  // A single-line string or a piece of one, after its opening ' or }.
  void lexString(uint32_t start, bool continuation) {
    std::string value;
    while (true) {
      if (pos_ >= t_.size() || t_[pos_] == '\n' || t_[pos_] == '\r') {
        diags_.add(pos_ >= t_.size() ? diag::unterminatedString(src_.loc(start))
                                     : diag::unterminatedStringNewLine(src_.loc(start)));
        finishString(start, continuation, std::move(value), false);
        return;
      }
      char c = t_[pos_];
      if (c == '\'') {
        ++pos_;
        finishString(start, continuation, std::move(value), false);
        return;
      }
      if (c == '$' && at(pos_ + 1) == '{') {
        pos_ += 2;
        openInterpolation(start, continuation, std::move(value), false, 0);
        return;
      }
      if (c == '\\') {
        lexEscape(value);
        continue;
      }
      // The plain characters up to the next one the loop must look at, appended at once.
      size_t end = pos_ + 1;
      while (end < t_.size() && !endsPlainRun(t_[end])) ++end;
      value.append(t_.data() + pos_, end - pos_);
      pos_ = end;
    }
  }

  static bool endsPlainRun(char c) { return c == '\'' || c == '$' || c == '\\' || c == '\n' || c == '\r'; }

  void lexEscape(std::string& value) {
    uint32_t escStart = static_cast<uint32_t>(pos_);
    char e = at(pos_ + 1);
    pos_ += 2;
    switch (e) {
      case '\\': value += '\\'; return;
      case '\'': value += '\''; return;
      case 'n': value += '\n'; return;
      case 'r': value += '\r'; return;
      case 't': value += '\t'; return;
      case '$': value += '$'; return;
      case 'u':
        if (at(pos_) == '{') {
          size_t p = pos_ + 1;
          uint32_t cp = 0;
          size_t digits = 0;
          while (std::isxdigit(static_cast<unsigned char>(at(p))) && digits < 16) {
            char h = at(p);
            cp = cp * 16 + static_cast<uint32_t>(hexDigitValue(h));
            if (cp > 0x10FFFF) cp = 0x110000;
            ++p;
            ++digits;
          }
          if (digits > 0 && at(p) == '}' && cp <= 0x10FFFF) {
            pos_ = p + 1;
            // A high surrogate followed by an escaped low one is one code point (UTF-16 pair).
            if (cp >= 0xD800 && cp <= 0xDBFF && at(pos_) == '\\' && at(pos_ + 1) == 'u' && at(pos_ + 2) == '{') {
              size_t q = pos_ + 3;
              uint32_t low = 0;
              size_t n = 0;
              while (std::isxdigit(static_cast<unsigned char>(at(q))) && n < 8) {
                char h = at(q);
                low = low * 16 + static_cast<uint32_t>(hexDigitValue(h));
                ++q;
                ++n;
              }
              if (n > 0 && at(q) == '}' && low >= 0xDC00 && low <= 0xDFFF) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                pos_ = q + 1;
              }
            }
            utf8::append(value, cp);
            return;
          }
          diags_.add(diag::invalidUnicodeEscape(src_.loc(escStart)));
          return;
        }
        break;
      default: break;
    }
    if (e == '\0' || e == '\n' || e == '\r') {
      pos_ -= 1;  // leave the line end for the string loop to report
      diags_.add(diag::unrecognizedEscape(src_.loc(escStart)));
      return;
    }
    diags_.add(diag::unrecognizedEscape(src_.loc(escStart)));
  }

  // A ''' string or a piece of one; `dollars` > 0 allows interpolation with that many $.
  void lexMultiline(uint32_t start, int dollars, bool continuation) {
    std::string value;
    if (!continuation) {
      // A line break right after the opening ''' is not part of the value.
      if (at(pos_) == '\r' && at(pos_ + 1) == '\n') pos_ += 2;
      else if (at(pos_) == '\n' || at(pos_) == '\r') pos_ += 1;
    }
    while (true) {
      if (pos_ >= t_.size()) {
        diags_.add(diag::unterminatedMultilineString(src_.loc(start)));
        finishString(start, continuation, std::move(value), true);
        return;
      }
      char c = t_[pos_];
      if (c == '\'' && t_.substr(pos_, 3) == "'''") {
        // The last three quotes of a run close the string; earlier ones are content.
        size_t run = pos_;
        while (at(run) == '\'') ++run;
        value.append(run - pos_ - 3, '\'');
        pos_ = run;
        finishString(start, continuation, std::move(value), true);
        return;
      }
      if (c == '$' && dollars > 0) {
        size_t k = pos_;
        while (at(k) == '$') ++k;
        int run = static_cast<int>(k - pos_);
        if (at(k) == '{' && run >= dollars) {
          value.append(static_cast<size_t>(run - dollars), '$');
          pos_ = k + 1;
          openInterpolation(start, continuation, std::move(value), true, dollars);
          return;
        }
        value.append(static_cast<size_t>(run), '$');
        pos_ = k;
        continue;
      }
      // Content up to the next quote or dollar, appended at once.
      size_t end = pos_ + 1;
      while (end < t_.size() && t_[end] != '\'' && t_[end] != '$') ++end;
      value.append(t_.data() + pos_, end - pos_);
      pos_ = end;
    }
  }

  void finishString(uint32_t start, bool continuation, std::string value, bool multiline) {
    Tok kind = continuation ? Tok::StringRightPiece : Tok::StringComplete;
    if (continuation) interp_.pop_back();
    push(kind, start, static_cast<uint32_t>(pos_), std::move(value)).multiline = multiline;
  }

  void openInterpolation(uint32_t start, bool continuation, std::string value, bool multiline, int dollars) {
    Tok kind = continuation ? Tok::StringMiddlePiece : Tok::StringLeftPiece;
    push(kind, start, static_cast<uint32_t>(pos_), std::move(value)).multiline = multiline;
    if (!continuation) interp_.push_back(Interp{multiline, dollars, 0});
  }

  const SourceText& src_;
  std::string_view t_;
  Diagnostics& diags_;
  size_t pos_ = 0;
  bool lineStart_ = true;
  std::vector<Interp> interp_;
  LexResult out_;
};

}  // namespace

LexResult lex(const SourceText& src, Diagnostics& diags) { return Lexer(src, diags).run(); }

}  // namespace pf::bicep
