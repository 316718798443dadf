// The catalogue of engine/core's codes: JSON (the lenient JSON reader), YAML (the YAML reader)
// and IO (the file-access policy). See engine/core/diagnostic_table.hpp.
#include "engine/core/diagnostic_table.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning;

constexpr DiagnosticInfo kJson[] = {
    {"JSON001", E, "The text is not a JSON value where one was expected (an empty file, a stray word or character).",
     "Fix the JSON at the position shown; comments and trailing commas are accepted, other syntax errors are not."},
    {"JSON002", E, "A string or /* comment */ is not closed before the end of the file.",
     "Add the missing closing quote or */; the message points at where the string or comment starts."},
    {"JSON003", E, "Objects and arrays are nested more deeply than the reader's limit (512 levels).",
     "Flatten the document; Resource Manager refuses such templates too."},
    {"JSON004", E, "The file is larger than the size limit (64 MB by default).",
     "Split the template, or raise the limit with --max-file-size or input.maxFileSize if the file is really meant to be this large."},
    {"JSON005", E, "Something follows the end of the JSON value (a second value, a stray bracket).",
     "Remove the text after the document's closing brace, or merge the two values."},
    {"JSON006", E, "A string escape or a number is malformed (\\x, a \\u without four hex digits, '-' without digits).",
     "Write the escape as JSON allows (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX) and numbers with digits."},
    {"JSON007", W, "An object has the same property twice; the later value wins, as in Resource Manager.",
     "Remove one of the two properties so the file says what it means."},
    {"JSON008", E, "A string holds a raw NUL byte, which Resource Manager rejects.",
     "Write the character as \\u0000, or remove it (it is usually a sign of a binary file or a bad copy)."},
    {"JSON009", E, "A string holds bytes that are not valid UTF-8, which Resource Manager rejects.",
     "Save the file as UTF-8; the message names the first bad byte."},
};

constexpr DiagnosticInfo kYaml[] = {
    {"YAML001", E, "The YAML text has a syntax error.", "Fix the YAML at the line shown (indentation, an unclosed quote or bracket, a tab)."},
    {"YAML002", E, "The YAML document is nested too deeply.", "Flatten the document; configuration and rule files never need this depth."},
    {"YAML003", E, "The YAML document is too large, counting what every alias repeats.",
     "Shorten the file, or use fewer aliases that expand into large structures."},
    {"YAML004", E, "A mapping has the same key twice (keys are compared ignoring case).", "Remove or rename one of the two keys."},
    {"YAML005", E, "A mapping key is not a plain value (null, an alias, a sequence or a mapping).", "Write keys as plain text."},
    {"YAML006", E, "An alias (*name) refers to an anchor (&name) that is not defined before it.",
     "Define the anchor earlier in the same document, or fix the alias's spelling."},
};

constexpr DiagnosticInfo kIo[] = {
    {"IO001", E, "A file does not exist or cannot be read (or is a folder).",
     "Check the path; relative paths are taken from the file that names them."},
    {"IO002", E, "A file is larger than the size limit (64 MB by default) and is not read.",
     "Make the file smaller, or raise the limit with --max-file-size or input.maxFileSize."},
    {"IO010", E, "A path leads outside the analyzed repository (.., an absolute path, a link), so it is not read.",
     "Keep every file an analyzed template reads inside the repository, or allow the folder with --allow-read (or allowRead: in a configuration file outside the repository)."},
    {"IO011", E, "A path names a FIFO, device, socket or a /proc or /sys file; it is never opened.",
     "Point at a regular file."},
    {"IO012", E, "A Bicep load*() function's path is computed, so preflight cannot check which file the Bicep CLI would read; the CLI is not run.",
     "Write the path as a string literal, or let the native compiler compile the file (--bicep-cli never)."},
};

}  // namespace

DiagnosticTable jsonDiagnosticTable() { return {"JSON", "JSON reading", "engine/core", kJson}; }
DiagnosticTable yamlDiagnosticTable() { return {"YAML", "YAML reading", "engine/core", kYaml}; }
DiagnosticTable ioDiagnosticTable() { return {"IO", "File access", "engine/core", kIo}; }

}  // namespace pf
