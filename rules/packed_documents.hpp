#pragma once
// Rule documents already read from YAML, in a compact binary form: the built-in pack is read at
// build time (tools/pack_rules.cpp) so that a run decodes Values instead of parsing YAML, which
// was most of start-up. The form keeps everything the YAML reader gives (kinds, exact numbers,
// line and column of every node) and the synopsis comment above each document; only the file id
// of positions is chosen when decoding.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/core/value.hpp"

namespace pf::rules {

struct ParsedDocument {
  Value doc;
  std::string synopsis;  // "Synopsis:" comment above the document; empty when none
};

// The packed bytes of `docs`; an error for values YAML cannot give (Unknown, lambdas).
Result<std::string> packDocuments(const std::vector<ParsedDocument>& docs);

// The documents of `packed`, their positions in file `fileId`; nullopt when the bytes are not a
// whole pack of this format (the caller then reads the YAML).
std::optional<std::vector<ParsedDocument>> unpackDocuments(std::string_view packed, uint32_t fileId);

// Reads YAML rule text as RuleSetBuilder does: every document with its synopsis. Problems go
// to `diags` (RULE002 with position in file `fileId`).
std::vector<ParsedDocument> readYamlRuleDocuments(std::string_view text, uint32_t fileId, Diagnostics& diags);

}  // namespace pf::rules
