#pragma once
// Untrusted text inside an HTML element of a Markdown comment (<summary>, <code>): GitHub treats
// the element's content as HTML, so Markdown escapes would show; HTML entities are used instead.
#include <string>
#include <string_view>

namespace pf::report::detail {

// xmlEscape'd text on one line (newlines and tabs become spaces), with "@name" and "#123" broken
// by a zero-width space so a report cannot mention people or link issues.
std::string htmlInline(std::string_view s);

// A fence of backticks longer than any run of backticks in `content` (at least three), so that
// the content cannot close the code block it is written in.
std::string codeFence(std::string_view content);

}  // namespace pf::report::detail
