#pragma once
// Tokens of the Bicep language. Newlines are tokens because they separate statements,
// array items and object properties; comments and pragmas are trivia kept by the lexer.
#include <cstdint>
#include <string>
#include <vector>

namespace pf::bicep {

enum class Tok : uint8_t {
  EndOfFile,
  NewLine,
  Identifier,
  Integer,
  StringComplete,     // 'abc' or '''abc''' (value decoded)
  StringLeftPiece,    // 'abc${
  StringMiddlePiece,  // }abc${
  StringRightPiece,   // }abc'
  LeftBrace,
  RightBrace,
  LeftSquare,
  RightSquare,
  LeftParen,
  RightParen,
  Comma,
  Dot,
  Question,
  Colon,
  Semicolon,
  Assignment,  // =
  At,
  Exclamation,
  Plus,
  Minus,
  Asterisk,
  Slash,
  Modulo,
  Equals,                // ==
  NotEquals,             // !=
  EqualsInsensitive,     // =~
  NotEqualsInsensitive,  // !~
  LessThan,
  LessThanOrEqual,
  GreaterThan,
  GreaterThanOrEqual,
  LogicalAnd,
  LogicalOr,
  DoubleQuestion,
  Arrow,        // =>
  Ellipsis,     // ...
  DoubleColon,  // ::
  Pipe,         // |
  Hat,          // ^
  TrueKeyword,
  FalseKeyword,
  NullKeyword,
  Unrecognized,
};

const char* tokName(Tok t);

struct Token {
  Tok kind = Tok::EndOfFile;
  uint32_t begin = 0;  // byte offsets in the file text
  uint32_t end = 0;
  std::string value;   // identifier text, integer digits, or decoded string piece
  bool multiline = false;  // a ''' string (piece)
};

// A `#disable-next-line`, `#disable-diagnostics` or `#restore-diagnostics` directive.
struct Pragma {
  enum class Kind : uint8_t { DisableNextLine, Disable, Restore } kind = Kind::DisableNextLine;
  uint32_t line = 0;                // 1-based line of the directive
  std::vector<std::string> codes;   // empty: every code
};

}  // namespace pf::bicep
