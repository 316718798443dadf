#pragma once
// Compile Bicep text in memory for tests and read parts of the result.
#include <map>
#include <memory>
#include <set>
#include <string>

#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"

namespace pf::test {

struct Compiled {
  std::shared_ptr<SourceFiles> files = std::make_shared<SourceFiles>();
  bicep::CompileResult result;
  // The compact JSON at a JSON-pointer-like path ("/resources/0/name"), or "<missing>".
  std::string at(const std::string& path) const;
  std::string firstError() const;
};

// Compile `text` as /virtual/main.bicep; `extraFiles` maps paths (relative to /virtual) to contents;
// `features`: experimental features enabled, as bicepconfig.json names them.
Compiled compile(const std::string& text, const std::map<std::string, std::string>& extraFiles = {},
                 bool symbolic = false, const std::set<std::string>& features = {});

}  // namespace pf::test
