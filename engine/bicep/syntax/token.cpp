#include "engine/bicep/syntax/token.hpp"

namespace pf::bicep {

const char* tokName(Tok t) {
  switch (t) {
    case Tok::EndOfFile: return "end of file";
    case Tok::NewLine: return "new line";
    case Tok::Identifier: return "identifier";
    case Tok::Integer: return "integer";
    case Tok::StringComplete: return "string";
    case Tok::StringLeftPiece:
    case Tok::StringMiddlePiece:
    case Tok::StringRightPiece: return "string";
    case Tok::LeftBrace: return "{";
    case Tok::RightBrace: return "}";
    case Tok::LeftSquare: return "[";
    case Tok::RightSquare: return "]";
    case Tok::LeftParen: return "(";
    case Tok::RightParen: return ")";
    case Tok::Comma: return ",";
    case Tok::Dot: return ".";
    case Tok::Question: return "?";
    case Tok::Colon: return ":";
    case Tok::Semicolon: return ";";
    case Tok::Assignment: return "=";
    case Tok::At: return "@";
    case Tok::Exclamation: return "!";
    case Tok::Plus: return "+";
    case Tok::Minus: return "-";
    case Tok::Asterisk: return "*";
    case Tok::Slash: return "/";
    case Tok::Modulo: return "%";
    case Tok::Equals: return "==";
    case Tok::NotEquals: return "!=";
    case Tok::EqualsInsensitive: return "=~";
    case Tok::NotEqualsInsensitive: return "!~";
    case Tok::LessThan: return "<";
    case Tok::LessThanOrEqual: return "<=";
    case Tok::GreaterThan: return ">";
    case Tok::GreaterThanOrEqual: return ">=";
    case Tok::LogicalAnd: return "&&";
    case Tok::LogicalOr: return "||";
    case Tok::DoubleQuestion: return "??";
    case Tok::Arrow: return "=>";
    case Tok::Ellipsis: return "...";
    case Tok::DoubleColon: return "::";
    case Tok::Pipe: return "|";
    case Tok::Hat: return "^";
    case Tok::TrueKeyword: return "true";
    case Tok::FalseKeyword: return "false";
    case Tok::NullKeyword: return "null";
    case Tok::Unrecognized: return "unrecognized token";
  }
  return "token";
}

}  // namespace pf::bicep
