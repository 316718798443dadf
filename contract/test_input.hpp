#pragma once
// What a contract test sends: the resource of --resource FILE.json and the extension config of
// --config FILE.json, checked before any request.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf::contract {

struct TestInput {
  std::string resourceFile;               // as given on the command line
  std::string type;                       // required
  std::optional<std::string> apiVersion;  // optional
  Value properties;                       // required object
  std::optional<Value> config;            // --config, or "config" in the resource file
  std::optional<std::string> configId;    // sent with the first request when given
  std::optional<Value> identifiers;       // for get and delete without createOrUpdate, or after an LRO
  std::vector<std::string> unevaluated;   // preview's metadata.unevaluated paths
};

// Reads the files. Problems are diagnostics with file, line and column (EXT102 the resource
// file's shape, EXT103 the config file's, EXT104 a member the test does not send, a warning);
// null when an error was found.
std::optional<TestInput> loadTestInput(const std::string& resourceFile, const std::string& configFile,
                                       SourceFiles& files, Diagnostics& diags);

// The request bodies the host sends (extension-api reference, sections 3 and 4).
std::string createBody(const TestInput& input);   // Resource: type, apiVersion, properties, config, configId
std::string previewBody(const TestInput& input);  // PreviewResource: the same and metadata.unevaluated
// ResourceReference: type, apiVersion, identifiers, config, configId.
std::string referenceBody(const TestInput& input, const Value& identifiers, const std::optional<std::string>& configId);

}  // namespace pf::contract
