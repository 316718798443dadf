#pragma once
// One line per fact of a JsonFacts, so that two can be compared and a difference shown.
#include <string>

#include "engine/inputs/detail/file_facts.hpp"

namespace pf::test {

inline std::string describeFacts(const inputs::detail::JsonFacts& f) {
  std::string out = "type " + std::to_string(static_cast<int>(f.type)) + "\nschema " + f.schema + "\nscope " +
                    std::to_string(static_cast<int>(f.scope)) + "\nbicep " + (f.generatedByBicep ? "yes" : "no") +
                    "\ntemplate " + f.metadataTemplate + " @" + std::to_string(f.metadataTemplateLoc.line) + ":" +
                    std::to_string(f.metadataTemplateLoc.col) + "\ndetail " + f.detail + "\n";
  for (const auto& p : f.parameterNames) out += "parameter " + p + "\n";
  for (const auto& r : f.references) out += "reference " + r + "\n";
  return out;
}

}  // namespace pf::test
