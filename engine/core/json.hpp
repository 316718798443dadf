#pragma once
// Reading and writing JSON text as Values.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf {

struct JsonReadOptions {
  // ARM accepts what Newtonsoft.Json accepts: comments, trailing commas, raw control
  // characters in strings, single-quoted strings, unquoted keys and a UTF-8 BOM.
  bool lenient = true;
  uint32_t maxDepth = 512;             // deeper nesting is a diagnostic, not a stack overflow
  size_t maxBytes = 64u * 1024 * 1024;  // larger inputs are refused before parsing
};

// Parse `text` (the contents of file `fileId` in a SourceFiles table; 0 if none).
// Every value gets the Loc of its first character. On failure an error is added to
// `diags` (code JSON001..JSON0xx) and nullopt is returned. Strings holding a raw NUL byte
// (JSON008) or malformed UTF-8 (JSON009, read as U+FFFD) are errors that do not stop the
// parse: Resource Manager rejects them, the rest of the file can still be checked.
std::optional<Value> parseJson(std::string_view text, uint32_t fileId, Diagnostics& diags,
                               const JsonReadOptions& options = {});

// A shallow read, for callers that need a few facts from many files (discovery): the same
// checks and errors as parseJson, except that the members of the root object are built only as
// the spec says; the rest of the text is checked but not built. A root that is not an object is
// built in full.
struct JsonShallowSpec {
  using Test = bool (*)(std::string_view);
  Test full = nullptr;      // root members (by key) built in full
  Test keysOnly = nullptr;  // root members that, when they are objects, keep their keys (values null)
  // Strings (values, not keys) kept from the root members not built in full, in text order.
  Test collect = nullptr;
};

struct JsonShallowRead {
  std::optional<Value> root;  // as parseJson's; the members not built are null
  // For each member of an object root (in order): the strings `collect` kept from it.
  std::vector<std::vector<std::string>> strings;
  // False when the read cannot stand for parseJson's, and the caller must use parseJson: the
  // text does not parse (parseJson's diagnostics then include the duplicate-key warnings a
  // shallow read does not give for parts it skips), or a key is duplicated where it matters
  // (the root, a keys-only member, or an object strings were kept from: parseJson keeps the
  // later value in the earlier's place, and the read does not show which value won).
  bool complete = true;
};

JsonShallowRead readJsonShallow(std::string_view text, uint32_t fileId, Diagnostics& diags, const JsonShallowSpec& spec,
                                const JsonReadOptions& options = {});

struct JsonWriteOptions {
  int indent = -1;              // -1: compact; otherwise spaces per level
  bool unknownAsExpression = true;  // Unknown → "[expr]"
};

std::string toJson(const Value& v, const JsonWriteOptions& options = {});
void writeJson(std::string& out, const Value& v, const JsonWriteOptions& options = {});
// JSON string literal with escapes (including the quotes).
void writeJsonString(std::string& out, std::string_view s);
// Shortest round-trip text of a double, .NET style ("1.0" for integral values).
std::string formatDouble(double d);

}  // namespace pf
