#pragma once
// CI runners act on text in a job's log. Azure Pipelines runs a "##vso[...]" command found
// anywhere in a line (task.setvariable, task.prependpath...); GitHub Actions runs "##[...]"
// anywhere and "::name::" where a line starts, white space aside (add-mask, error annotations,
// stop-commands). A pull request under review must not issue them through what preflight prints,
// so every writer escapes one character of each such marker in text from the repository, in its
// own syntax ("\x23" on a terminal, "\u0023" in JSON, "&#35;" in XML): the text reads, and parses,
// the same.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace pf::logcmd {

// Where `s` needs a look at all (it holds "##", or "::" when `lineStarts`): most text does not.
bool mayHold(std::string_view s, bool lineStarts);

// Byte offsets in `s`, ascending, of the characters to escape: the second '#' of "##[" and of
// "##vso[" (any case), and, when `lineStarts`, the first ':' of "::" at the start of `s` or of a
// line in it, after any white space (.NET's, which the runner trims). `lineStarts`: false where
// no line can start inside `s` (a JSON string).
std::vector<size_t> marks(std::string_view s, bool lineStarts);

// Replaces, in `out` from byte `from` on, each marked '#' with `hash` and ':' with `colon`.
void breakIn(std::string& out, size_t from, bool lineStarts, std::string_view hash, std::string_view colon);

}  // namespace pf::logcmd
