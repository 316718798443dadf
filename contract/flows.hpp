#pragma once
// The operation flows: what the host sends for each operation and how it follows the answer.
// One file per flow (flow_*.cpp); the long-running patterns in follow_relo.cpp and follow_lro.cpp.
#include <optional>
#include <string>

#include "contract/check_status.hpp"
#include "contract/host.hpp"
#include "contract/test_input.hpp"
#include "engine/core/value.hpp"

namespace pf::contract {

// What the flows learn from the extension and pass on to the next operation.
struct ResourceState {
  std::optional<Value> identifiers;       // from createOrUpdate's answer
  std::optional<std::string> configId;    // the first configId returned
};

struct Flow {
  Host& host;
  const TestInput& input;
  ResourceState& state;
  CheckLog& log() { return host.log(); }
  const std::string& version() const { return host.options().extensionVersion; }
};

// true when the operation completed (Succeeded); false when it failed or could not be followed
// to the end (the findings say why).
bool runPreview(Flow& flow);
bool runCreateOrUpdate(Flow& flow);
bool runGet(Flow& flow, const Value& identifiers);
bool runDelete(Flow& flow, const Value& identifiers);

// RELO: createOrUpdate answered 200/201 with a non-terminal status; poll get until it ends.
bool followRelo(Flow& flow, const Value& identifiers, std::string lastStatus);
// LRO: `accepted` is a 202 answer to `op`; poll its Location until a terminal status.
bool followLro(Flow& flow, Operation op, const HttpResponse& accepted);

}  // namespace pf::contract
