#pragma once
// A JSON Schema (draft-04) validator, just enough for the SARIF 2.1.0 schema: type, enum,
// properties, patternProperties, additionalProperties, required, min/maxProperties, items,
// additionalItems, min/maxItems, uniqueItems, minimum/maximum (+ exclusive), min/maxLength,
// pattern (RE2, unanchored), format (uri, uri-reference, date-time; loosely), $ref to JSON
// pointers in the same document, allOf, anyOf, oneOf, not. Unknown keywords are ignored.
// Property names compare case-sensitively, as JSON does (pf::Object lookups do not).
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/value.hpp"

namespace re2 {
class RE2;
}

namespace pf::test {

class JsonSchema {
 public:
  explicit JsonSchema(Value schema);
  ~JsonSchema();
  // Every violation as "<JSON pointer of the instance>: <what is wrong>"; empty when valid.
  std::vector<std::string> validate(const Value& instance) const;

 private:
  void check(const Value& schema, const Value& v, const std::string& path, std::vector<std::string>& errors,
             int refDepth) const;
  const Value* resolve(const std::string& ref) const;
  const re2::RE2& regex(const std::string& pattern) const;

  Value root_;
  mutable std::map<std::string, std::unique_ptr<re2::RE2>> regexes_;
};

// Strict JSON equality: object keys case-sensitive and unordered, numbers by value.
bool jsonEqual(const Value& a, const Value& b);
// The member named exactly `key`, or null.
const Value* member(const Value& obj, std::string_view key);

// ../shared/reference/<name> beside the checkout or beside one of its parents
// (PREFLIGHT_REFERENCE names the folder instead); empty when absent.
std::filesystem::path referenceFile(const std::string& name);

}  // namespace pf::test
