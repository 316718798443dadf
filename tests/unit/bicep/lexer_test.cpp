// The lexer's token values and positions: whitespace runs, plain-character runs inside strings
// (cut at quotes, escapes, `$`, line ends), and line starts for LF, CRLF and CR files.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "engine/bicep/syntax/lexer.hpp"

using namespace pf;
using namespace pf::bicep;

namespace {

struct Lexed {
  LexResult result;
  Diagnostics diags;
};

Lexed lexText(const std::string& text) {
  Lexed l;
  SourceText src(1, text);
  l.result = lex(src, l.diags);
  return l;
}

}  // namespace

TEST_CASE("lexer: whitespace runs of every kind separate tokens and are not tokens") {
  Lexed l = lexText("a \t\v\f  b\n   c");
  CHECK(l.diags.empty());
  REQUIRE(l.result.tokens.size() == 5);
  CHECK(l.result.tokens[0].value == "a");
  CHECK(l.result.tokens[1].value == "b");
  CHECK(l.result.tokens[1].begin == 7);
  CHECK(l.result.tokens[2].kind == Tok::NewLine);
  CHECK(l.result.tokens[3].value == "c");
  CHECK(l.result.tokens[3].begin == 12);
}

TEST_CASE("lexer: a string's plain runs stop at escapes, dollars, interpolation and the quote") {
  Lexed l = lexText(R"('ab\'c$d$${e}f\n' 'x')");
  CHECK(l.diags.empty());
  REQUIRE(l.result.tokens.size() == 5);
  CHECK(l.result.tokens[0].kind == Tok::StringLeftPiece);
  CHECK(l.result.tokens[0].value == "ab'c$d$");
  CHECK(l.result.tokens[1].value == "e");
  CHECK(l.result.tokens[2].kind == Tok::StringRightPiece);
  CHECK(l.result.tokens[2].value == "f\n");
  CHECK(l.result.tokens[3].kind == Tok::StringComplete);
  CHECK(l.result.tokens[3].value == "x");
  CHECK(l.result.tokens[3].begin == 18);
  CHECK(l.result.tokens[3].end == 21);
}

TEST_CASE("lexer: a string cut by a line end keeps what came before and reports it") {
  Lexed l = lexText("'abc def\nx");
  REQUIRE(!l.diags.empty());
  REQUIRE(l.result.tokens.size() >= 2);
  CHECK(l.result.tokens[0].kind == Tok::StringComplete);
  CHECK(l.result.tokens[0].value == "abc def");
  CHECK(l.result.tokens[0].end == 8);
}

TEST_CASE("source text: line and column for LF, CRLF and lone CR line ends") {
  std::string lf = "ab\ncd\n\nef";
  SourceText a(1, lf);
  CHECK(a.loc(0).line == 1);
  CHECK(a.loc(3).line == 2);
  CHECK(a.loc(4).col == 2);
  CHECK(a.loc(6).line == 3);
  CHECK(a.loc(7).line == 4);
  CHECK(a.loc(8).col == 2);
  std::string mixed = "ab\r\ncd\ref\ng";
  SourceText b(1, mixed);
  CHECK(b.loc(4).line == 2);
  CHECK(b.loc(7).line == 3);
  CHECK(b.loc(10).line == 4);
  CHECK(b.lineOf(3) == 1);  // the LF of a CRLF belongs to the line it ends
}

TEST_CASE("source text: columns count code points, in ASCII files and in files with other characters") {
  std::string ascii = "ab\n  cd";
  SourceText a(1, ascii);
  CHECK(a.loc(5).col == 3);
  CHECK(a.loc(6).col == 4);
  CHECK(a.loc(7).col == 5);  // the end of the text
  std::string utf8 = "x\n\xC3\xA9t\xC3\xA9 = 1";  // "été = 1" on line 2
  SourceText b(1, utf8);
  CHECK(b.loc(2).col == 1);
  CHECK(b.loc(4).col == 2);  // 't' after a two-byte 'é'
  CHECK(b.loc(7).col == 4);  // ' ' after "été"
  CHECK(b.loc(0).col == 1);  // line 1 is ASCII, the file is not
}

TEST_CASE("source text: columns on long lines with other characters count from marks, as from the line's start") {
  // Lines of hundreds of bytes (several marks each), characters of one to four bytes, line ends
  // of each kind: every offset's column is the code points from its line's start, plus one.
  const std::string pieces[] = {"a", "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80", "\n", "\r\n", "\r"};
  std::mt19937 random(46);
  for (int round = 0; round < 20; ++round) {
    std::string text;
    for (int i = 0; i < 3000; ++i) text += pieces[random() % 100 < 98 ? random() % 4 : 4 + random() % 3];
    SourceText source(1, text);
    uint32_t line = 1, col = 1;
    for (uint32_t at = 0; at <= text.size(); ++at) {
      INFO("offset " << at);
      Loc l = source.loc(at);
      REQUIRE(l.line == line);
      REQUIRE(l.col == col);
      if (at == text.size()) break;
      unsigned char c = static_cast<unsigned char>(text[at]);
      if (c == '\n' || (c == '\r' && (at + 1 == text.size() || text[at + 1] != '\n'))) {
        ++line;
        col = 1;
      } else if ((c & 0xC0) != 0x80) {
        ++col;  // the CR of a CRLF too: the LF after it is on its line
      }
    }
  }
}

TEST_CASE("lexer: a multiline string's plain runs keep lone quotes, dollars and line ends") {
  Lexed l = lexText("'''\nit's $5\r\n''two'' $'''\nx");
  CHECK(l.diags.empty());
  REQUIRE(l.result.tokens.size() == 4);
  CHECK(l.result.tokens[0].kind == Tok::StringComplete);
  CHECK(l.result.tokens[0].multiline);
  CHECK(l.result.tokens[0].value == "it's $5\r\n''two'' $");
  CHECK(l.result.tokens[1].kind == Tok::NewLine);
  CHECK(l.result.tokens[2].value == "x");
  // With interpolation ($'''...${x}...'''), a single $ or a quote before it is content too.
  Lexed i = lexText("$'''a'$ ${b}c'''");
  CHECK(i.diags.empty());
  REQUIRE(i.result.tokens.size() == 4);
  CHECK(i.result.tokens[0].kind == Tok::StringLeftPiece);
  CHECK(i.result.tokens[0].value == "a'$ ");
  CHECK(i.result.tokens[2].value == "c");
}

TEST_CASE("lexer: a line comment ends at LF, CR or the end of the file") {
  for (const char* eol : {"\n", "\r\n", "\r"}) {
    Lexed l = lexText(std::string("a // note 'x' ${\n") .replace(16, 1, eol) + "b // last");
    INFO((std::string(eol) == "\n" ? "LF" : std::string(eol) == "\r\n" ? "CRLF" : "CR"));
    CHECK(l.diags.empty());
    REQUIRE(l.result.tokens.size() == 4);
    CHECK(l.result.tokens[0].value == "a");
    CHECK(l.result.tokens[1].kind == Tok::NewLine);
    CHECK(l.result.tokens[2].value == "b");
    CHECK(l.result.tokens[3].kind == Tok::EndOfFile);
  }
}
