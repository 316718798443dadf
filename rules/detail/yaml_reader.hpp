#pragma once
// Reading rule YAML into Values that keep the line and column of every node (engine/core/yaml
// parser). Plain scalars are typed with the YAML 1.2 core schema (null, booleans, integers,
// floats); quoted scalars stay strings. Duplicate keys, complex keys, excessive nesting and
// alias bombs are errors; nothing here throws.
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf::rules::detail {

// Every document of a multi-document stream. A syntax error is reported (RULE002) with its
// position; the documents before it are still returned.
std::vector<Value> readYamlDocuments(std::string_view text, uint32_t fileId, Diagnostics& diags);

// The lines of `text` (without line endings), split once per file: a file may hold millions
// of documents.
std::vector<std::string_view> splitLines(std::string_view text);

// The text after "Synopsis:" in the comment lines directly above `line` (1-based): YAML `#`
// comments, or JSON `//` comments when `json`. Empty when there is none.
std::string synopsisAbove(const std::vector<std::string_view>& lines, uint32_t line, bool json);
// The same, searching the lines from `first` to `last` (for JSON documents, whose synopsis
// comment usually sits inside the object).
std::string synopsisWithin(const std::vector<std::string_view>& lines, uint32_t first, uint32_t last);

}  // namespace pf::rules::detail
