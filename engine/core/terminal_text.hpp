#pragma once
// Untrusted text (names, messages, paths and source lines from a repository) made safe to print
// on a terminal or into a CI log.
#include <string>
#include <string_view>

namespace pf {

// Invalid UTF-8 is repaired; control characters (C0 except newline, DEL, C1) become visible
// "\xNN" text, so a hostile name cannot move the cursor or change colours; bidirectional
// formatting characters become "\u202e" text, so a line shows what it holds; tabs become a space;
// and the markers CI runners act on ("##vso[", "##[", "::" where a line starts) are broken with
// "\x23" and "\x3a" (see log_commands.hpp).
std::string terminalSafe(std::string_view s);

}  // namespace pf
