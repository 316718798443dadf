#pragma once
// Parse Bicep text in tests and render the result compactly.
#include <string>

#include "engine/bicep/syntax/parser.hpp"
#include "engine/bicep/syntax/printer.hpp"

namespace pf::test {

struct Parsed {
  bicep::ParseResult result;
  Diagnostics diags;
  std::string text;
};

inline Parsed parseBicep(std::string text, bicep::FileKind kind = bicep::FileKind::Bicep) {
  Parsed p;
  p.text = std::move(text);
  bicep::SourceText src(1, p.text);
  p.result = bicep::parse(src, kind, p.diags);
  return p;
}

// The S-expression of the single declaration in `text` ("error: CODE" when it has diagnostics).
inline std::string declDump(const std::string& text) {
  Parsed p = parseBicep(text);
  if (!p.diags.empty()) return "error: " + p.diags.items()[0].code + " " + p.diags.items()[0].message;
  if (p.result.program.decls.size() != 1) return "decls: " + std::to_string(p.result.program.decls.size());
  return bicep::dump(p.result.program.decls[0]);
}

// The S-expression of `var x = <expr>`'s value.
inline std::string exprDump(const std::string& expr) {
  Parsed p = parseBicep("var x = " + expr + "\n");
  if (!p.diags.empty()) return "error: " + p.diags.items()[0].code + " " + p.diags.items()[0].message;
  if (p.result.program.decls.size() != 1) return "decls: " + std::to_string(p.result.program.decls.size());
  return bicep::dump(p.result.program.decls[0].value);
}

}  // namespace pf::test
