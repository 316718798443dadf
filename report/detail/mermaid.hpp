#pragma once
// Mermaid diagrams in a Markdown comment, from untrusted names.
#include <string>
#include <string_view>

namespace pf::report::detail {

// A node label for `id["label"]`: letters, digits, space and . _ - / : stay; every other
// character (quotes, brackets, backticks, <, >, #, ;, newlines, non-ASCII) becomes Mermaid's
// entity code "#NNN;", so a name can neither end the label, nor the diagram's code fence, nor
// inject HTML. At most `maxChars` characters of `s` are kept (an ellipsis marks a cut).
std::string mermaidLabel(std::string_view s, size_t maxChars = 80);

}  // namespace pf::report::detail
