#pragma once
// The Bicep lexer: text → tokens. Never fails: what it cannot read becomes an
// Unrecognized token plus a diagnostic, so the parser always has a stream to work with.
#include <vector>

#include "engine/bicep/syntax/source_text.hpp"
#include "engine/bicep/syntax/token.hpp"
#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

struct LexResult {
  std::vector<Token> tokens;  // always ends with EndOfFile
  std::vector<Pragma> pragmas;
};

LexResult lex(const SourceText& src, Diagnostics& diags);

}  // namespace pf::bicep
