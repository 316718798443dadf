#pragma once
// The Bicep parser: tokens → Program. It recovers from errors (reporting them to the sink)
// and always returns a whole tree.
#include "engine/bicep/syntax/lexer.hpp"
#include "engine/bicep/syntax/syntax.hpp"

namespace pf::bicep {

enum class FileKind : uint8_t { Bicep, BicepParam };

struct ParseResult {
  Program program;
  std::vector<Pragma> pragmas;
};

ParseResult parse(const SourceText& src, FileKind kind, Diagnostics& diags);

}  // namespace pf::bicep
