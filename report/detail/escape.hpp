#pragma once
// Escaping untrusted text (resource names, messages, paths from templates) for each output.
// Every function also repairs invalid UTF-8 first.
#include <string>
#include <string_view>

#include "engine/core/terminal_text.hpp"

namespace pf::report::detail {

// For a terminal or a CI log (engine/core/terminal_text.hpp).
using ::pf::terminalSafe;

// XML 1.0 text or attribute content: & < > " ' as entities; characters XML cannot carry
// (C0 controls other than tab, newline, carriage return; U+FFFE, U+FFFF) become U+FFFD. In
// attributes, newlines and tabs are written as character references so they survive.
std::string xmlEscape(std::string_view s, bool attribute);
// The same, appended to `out`.
void appendXmlEscaped(std::string& out, std::string_view s, bool attribute);

// One Markdown table cell or inline run (GitHub-flavoured): Markdown and HTML punctuation is
// backslash-escaped, newlines become <br>, and "@name" / "#123" are broken with a zero-width
// space so a report cannot mention people or link issues.
std::string markdownEscape(std::string_view s);

}  // namespace pf::report::detail
